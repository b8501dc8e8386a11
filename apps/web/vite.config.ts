import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const packages = ['validators', 'lookups', 'paging', 'permissions', 'templates', 'contract', 'infrastructure', 'view-models'];
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Workspace packages are compiled from source so the web build needs no prior `tsc -b`.
 * The manifest lets bench/web-bundle follow the entry's static imports (initial load) apart from lazy chunks.
 */
export default defineConfig({
  plugins: [react()],
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
