/** Path without query, hash or trailing slash, for lookups (`/a/b/?x=1` → `/a/b`). */
export function routePathOf(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
}
