import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the map test page (index.html beside this file) on its own, with apps/web/public as its public
 * directory so /map/* (the offline base) is served as in the app. Used by apps/web/e2e/map.e2e.test.ts and
 * bench/map/run.ts: `vite build -c apps/web/src/large-screen/map/harness/vite.harness.config.mjs --outDir DIR`.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
const packages = ['validators', 'lookups', 'paging', 'permissions', 'templates', 'contract', 'infrastructure', 'view-models'];

export default defineConfig({
  root: here,
  base: '/',
  publicDir: `${root}apps/web/public`,
  plugins: [react()],
  resolve: {
    alias: Object.fromEntries(packages.map((p) => [`@worksite/${p}`, `${root}packages/${p}/src/index.ts`])),
  },
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
