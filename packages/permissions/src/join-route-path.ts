/** Joins path keys into one absolute path: `('deviceManage', 'Maintenance/template')` → `/deviceManage/Maintenance/template`. */
export function joinRoutePath(...keys: readonly string[]): string {
  const segments = keys.flatMap((k) => k.split('/')).map((s) => s.trim()).filter((s) => s !== '');
  return `/${segments.join('/')}`;
}
