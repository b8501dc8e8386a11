const MESSAGE_KEYS = ['detail', 'msg', 'message', 'error_description'] as const;

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  // A decode failure's message is English and technical: never show it to the user.
  if (record.name === 'ContractDecodeError') return undefined;
  for (const key of MESSAGE_KEYS) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return undefined;
}

/**
 * The server's message carried by a rejected gateway call (`detail`, `msg`, `message`, also inside
 * `body`/`response.data`), or `fallback`. The gateway's error type belongs to infrastructure, which
 * view-models may not import, so the error is read by shape (docs/decisions/0080).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const nested = messageOf(record.body) ?? messageOf((record.response as Record<string, unknown> | undefined)?.data);
    if (typeof record.detail === 'string' && record.detail.trim() !== '') return record.detail.trim();
    if (nested !== undefined) return nested;
  }
  return messageOf(error) ?? fallback;
}
