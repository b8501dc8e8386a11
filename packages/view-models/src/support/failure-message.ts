import type { Notifier } from '@worksite/contract';
import { vmMessages } from '../messages';

const MESSAGE_KEYS = ['detail', 'msg', 'message', 'error_description'] as const;

/** Gateway error kinds whose message the gateway itself already showed (toast or 离线提示 dialog). */
const REPORTED_KINDS: ReadonlySet<string> = new Set(['unauthorised', 'forbidden', 'http', 'network']);

const recordOf = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const record = recordOf(value);
  if (record === undefined) return undefined;
  // A decode failure's message is English and technical: never show it to the user.
  if (record.name === 'ContractDecodeError' || record.kind === 'decode') return undefined;
  for (const key of MESSAGE_KEYS) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return undefined;
}

/**
 * The message carried by a rejected gateway call (the GatewayError's message, else `detail`/`msg` of its
 * body), or `fallback`. The error type belongs to infrastructure, which view-models may not import, so
 * it is read by shape (docs/decisions/0080).
 */
export function failureMessage(error: unknown, fallback: string = vmMessages.failed): string {
  const record = recordOf(error);
  if (record !== undefined && record.kind === 'decode') return fallback;
  return messageOf(error) ?? messageOf(record?.body) ?? fallback;
}

/** True when the gateway already showed this failure (toast or dialog), so a view-model stays quiet. */
export function alreadyReported(error: unknown): boolean {
  const kind = recordOf(error)?.kind;
  return typeof kind === 'string' && REPORTED_KINDS.has(kind);
}

/** Shows a failure as an error toast unless the gateway already did; returns the message. */
export function reportFailure(notifier: Notifier, error: unknown, fallback: string = vmMessages.failed): string {
  const message = failureMessage(error, fallback);
  if (!alreadyReported(error)) notifier.error(message);
  return message;
}
