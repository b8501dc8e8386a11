#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, each compiled or run once (docs/decisions/0242).
 *
 *   node scripts/run-tests.mjs            all phases
 *   node scripts/run-tests.mjs pg e2e     only the named phases
 *
 * A full run does the static checks first, then the browser end-to-end phase alongside the jest phases: e2e
 * mostly waits on the browser and the product (little CPU), the jest phases keep both cores busy. The e2e
 * output is kept in a file and printed when it ends, so the two do not interleave.
 *
 * Every phase runs even when an earlier one failed, so one run shows everything that is wrong;
 * the exit code is non-zero when any phase failed. The end of the output is a table with the test
 * count and the time of each phase.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
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

function run(command, args, env = {}, logFile) {
  return new Promise((resolve) => {
    const fd = logFile ? openSync(logFile, 'w') : undefined;
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { cwd: repo, stdio, env: { ...process.env, ...env } });
    if (fd !== undefined) child.on('exit', () => closeSync(fd));
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
    child.on('error', () => resolve(false));
  });
}

function jestCounts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { tests: r.numTotalTests, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, files: r.numTotalTestSuites };
}

async function runPhase(phase, quiet = false) {
  const log = quiet ? join(scratch, `${phase.name}.log`) : undefined;
  console.log(`\n=== ${phase.name}: ${phase.title}${quiet ? ' (alongside; output follows when it ends)' : ''}\n`);
  const started = Date.now();
  let ok;
  let counts;
  if (phase.parallel) {
    const results = await Promise.all(phase.parallel.map(([c, a]) => run(c, a, phase.env)));
    ok = results.every(Boolean);
  } else {
    const out = join(scratch, `${phase.name}.json`);
    ok = await run(jestBin, [...phase.jest, '--json', `--outputFile=${out}`], phase.env, log);
    if (log) console.log(`\n=== ${phase.name} output\n${readFileSync(log, 'utf8')}`);
    counts = jestCounts(out);
    // jest writes its results last: no file means it ended early, whatever its exit code said.
    if (!counts) {
      console.error(`${phase.name}: jest wrote no results (${out}); counted as failed`);
      ok = false;
    }
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
if (wanted.length) {
  for (const phase of selected) results.push(await runPhase(phase));
} else {
  const byName = Object.fromEntries(phases.map((p) => [p.name, p]));
  results.push(await runPhase(byName.static));
  const e2e = runPhase(byName.e2e, true);
  results.push(await runPhase(byName.unit));
  results.push(await runPhase(byName.pg));
  results.push(await e2e);
}
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
