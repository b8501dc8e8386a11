#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, each compiled or run once (docs/decisions/0242).
 *
 *   node scripts/run-tests.mjs            all phases
 *   node scripts/run-tests.mjs pg e2e     only the named phases
 *
 * Every phase runs even when an earlier one failed, so one run shows everything that is wrong;
 * the exit code is non-zero when any phase failed. The end of the output is a table with the test
 * count and the time of each phase.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PG_SMOKE_SET } from './test-sets.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'worksite-test-'));
const externalDb = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const jestBin = join(repo, 'node_modules', '.bin', 'jest');
const tscBin = join(repo, 'node_modules', '.bin', 'tsc');

/** A phase is one or more commands run side by side; jest phases report their test counts. */
const phases = [
  {
    name: 'static',
    title: 'type check + layer check + npm pack check (side by side)',
    parallel: [
      [tscBin, ['-p', 'tsconfig.json']],
      [tscBin, ['-p', 'apps/web']],
      [tscBin, ['-p', 'apps/web/e2e']],
      ['npm', ['run', '--silent', 'check:layers']],
      ['bash', ['scripts/pack-check.sh']],
    ],
  },
  {
    name: 'unit',
    title: 'unit + server tests, embedded PostgreSQL, 2 workers',
    jest: [],
  },
  {
    name: 'pg',
    title: `server smoke set on ${externalDb.replace(/\/\/[^@]*@/, '//')}`,
    jest: ['--runTestsByPath', ...PG_SMOKE_SET],
    env: { TEST_DATABASE_URL: externalDb },
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium, the real product)',
    jest: ['-c', 'apps/web/jest.e2e.config.ts'],
  },
];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
    child.on('error', () => resolve(false));
  });
}

function jestCounts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { tests: r.numTotalTests, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, files: r.numTotalTestSuites };
}

async function runPhase(phase) {
  console.log(`\n=== ${phase.name}: ${phase.title}\n`);
  const started = Date.now();
  let ok;
  let counts;
  if (phase.parallel) {
    const results = await Promise.all(phase.parallel.map(([c, a]) => run(c, a, phase.env)));
    ok = results.every(Boolean);
  } else {
    const out = join(scratch, `${phase.name}.json`);
    ok = await run(jestBin, [...phase.jest, '--json', `--outputFile=${out}`], phase.env);
    counts = jestCounts(out);
    // A skipped test would hide a failure behind a green run.
    if (counts && counts.skipped > 0) {
      console.error(`${phase.name}: ${counts.skipped} skipped tests; skipping is not allowed`);
      ok = false;
    }
  }
  return { name: phase.name, ok, seconds: (Date.now() - started) / 1000, counts };
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? phases.filter((p) => wanted.includes(p.name)) : phases;
if (wanted.length && selected.length !== wanted.length) {
  console.error(`unknown phase; phases are: ${phases.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const total = Date.now();
const results = [];
for (const phase of selected) results.push(await runPhase(phase));
rmSync(scratch, { recursive: true, force: true });

const pad = (s, n) => String(s).padEnd(n);
console.log('\n=== npm test summary');
console.log(`${pad('phase', 8)}${pad('result', 8)}${pad('seconds', 9)}${pad('files', 7)}tests`);
for (const r of results) {
  const c = r.counts;
  console.log(`${pad(r.name, 8)}${pad(r.ok ? 'ok' : 'FAILED', 8)}${pad(r.seconds.toFixed(1), 9)}${pad(c ? c.files : '-', 7)}${c ? `${c.passed}/${c.tests} passed` : '-'}`);
}
const tests = results.reduce((n, r) => n + (r.counts?.tests ?? 0), 0);
console.log(`${pad('total', 8)}${pad(results.every((r) => r.ok) ? 'ok' : 'FAILED', 8)}${pad(((Date.now() - total) / 1000).toFixed(1), 9)}${pad('', 7)}${tests} tests`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
