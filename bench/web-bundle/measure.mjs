#!/usr/bin/env node
/**
 * Back-office initial JavaScript, gzip: runs `vite build` for apps/web, then follows the Vite manifest from
 * the entry (index.html) through its static imports only (`imports`, not `dynamicImports`) and sums the
 * gzip size (level 9) of those JavaScript chunks. Lazy chunks (pages, large screens, Highcharts, OpenLayers)
 * are listed apart. Usage: `node bench/web-bundle/measure.mjs [--no-build] [--json]`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const args = new Set(process.argv.slice(2));
const BUDGET_KB = 250;

if (!args.has('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', 'apps/web', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const rawKb = (file) => readFileSync(path.join(dist, file)).length / 1024;

const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imp of chunk.imports ?? []) visit(imp);
};
visit(entryKey);

const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
const lazy = allJs.filter((f) => !initial.has(f));
const rows = [...initial].map((f) => ({ file: f, raw: rawKb(f), gzip: gzipKb(f) }));
const total = rows.reduce((s, r) => s + r.gzip, 0);
const lazyRows = lazy.map((f) => ({ file: f, gzip: gzipKb(f) })).sort((a, b) => b.gzip - a.gzip);
const forbidden = rows.filter((r) => /highcharts|(^|\/)ol[-.]|openlayers/i.test(r.file));

if (args.has('--json')) {
  console.log(JSON.stringify({ initialGzipKb: Number(total.toFixed(1)), budgetKb: BUDGET_KB, initial: rows, lazy: lazyRows }, null, 2));
} else {
  console.log('Back-office initial JavaScript (entry + static imports):');
  for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${r.raw.toFixed(1).padStart(8)} kB raw ${r.gzip.toFixed(1).padStart(7)} kB gzip`);
  console.log(`  ${'TOTAL'.padEnd(48)} ${''.padStart(15)} ${total.toFixed(1).padStart(7)} kB gzip (budget ${BUDGET_KB} kB)`);
  console.log(`Lazy chunks: ${lazyRows.length}, largest:`);
  for (const r of lazyRows.slice(0, 8)) console.log(`  ${r.file.padEnd(48)} ${r.gzip.toFixed(1).padStart(7)} kB gzip`);
}
if (forbidden.length > 0) {
  console.error(`Highcharts/OpenLayers in the initial load: ${forbidden.map((r) => r.file).join(', ')}`);
  process.exitCode = 1;
}
if (total > BUDGET_KB) {
  console.error(`Initial JavaScript ${total.toFixed(1)} kB gzip exceeds ${BUDGET_KB} kB`);
  process.exitCode = 1;
}
