import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const packages = ['validators', 'lookups', 'paging', 'permissions', 'templates', 'contract', 'infrastructure', 'view-models'];
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The catalogue's `summary` texts document the calls for the server's OpenAPI document only: the browser build
 * drops them (docs/decisions/0362), a string or template literal becoming `undefined` (the optional field unset).
 */
function dropCatalogueSummaries(): Plugin {
  const contract = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
  return {
    name: 'worksite-drop-catalogue-summaries',
    enforce: 'pre',
    transform(code, id) {
      if (!contract.test(id) || !code.includes('summary')) return undefined;
      return { code: code.replace(/\bsummary: (?:'(?:[^'\\\n]|\\.)*'|`[^`]*`)/g, 'summary: undefined'), map: null };
    },
  };
}

/**
 * Workspace packages are compiled from source so the web build needs no prior `tsc -b`.
 * The manifest lets bench/web-bundle follow the entry's static imports (initial load) apart from lazy chunks.
 */
export default defineConfig({
  plugins: [dropCatalogueSummaries(), react()],
  resolve: {
    alias: Object.fromEntries(packages.map((p) => [`@worksite/${p}`, `${root}packages/${p}/src/index.ts`])),
  },
  server: {
    port: 5173,
    proxy: { '/prod-apiplus': 'http://localhost:8080', '/prod-api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/.test(id) } },
  },
});
