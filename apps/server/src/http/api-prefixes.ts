/** API base paths (SPEC §7: `/prod-apiplus`, also seen as `/prod-api`); every call is served under both. */
export const apiPrefixes = ['/prod-apiplus', '/prod-api'] as const;

/** True for a URL under one of the API prefixes. */
export function isApiUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return apiPrefixes.some((p) => lower === p || lower.startsWith(`${p}/`) || lower.startsWith(`${p}?`));
}
