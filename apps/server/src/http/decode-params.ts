import type { Mixed } from 'io-ts';
import { messages } from '../shared/messages';
import { invalid } from './api-error';

interface ContextEntry { readonly key: string }
interface ValidationError { readonly context: readonly ContextEntry[] }

/**
 * Decodes request parameters with the endpoint's io-ts codec, once, at the gateway (STYLE.md #7).
 * A failure is a 400 naming the offending fields.
 */
export function decodeParams(codec: Mixed, params: Record<string, unknown>): Record<string, unknown> {
  const result = codec.decode(params) as { _tag: 'Left'; left: ValidationError[] } | { _tag: 'Right'; right: unknown };
  if (result._tag === 'Right') {
    const v = result.right;
    return typeof v === 'object' && v !== null ? { ...params, ...(v as Record<string, unknown>) } : params;
  }
  const fields = [...new Set(result.left.map((e) => e.context.map((c) => c.key).filter(Boolean).join('.')).filter(Boolean))];
  throw invalid(fields.length ? `${messages.badRequest}: ${fields.slice(0, 5).join(', ')}` : messages.badRequest);
}
