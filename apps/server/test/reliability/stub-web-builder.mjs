// A stand-in for `vite build <root> --outDir <dir> --emptyOutDir` (WEB_BUILDER, docs/decisions/0440): the build-lock
// test is about two starts sharing one build, not about vite; this writes an index.html after a second's work,
// long enough for the second start to find the lock held.
import { mkdirSync, writeFileSync } from 'node:fs';

const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
await new Promise((resolve) => setTimeout(resolve, 1_000));
mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}/index.html`, '<!doctype html><title>stub build</title>\n');
