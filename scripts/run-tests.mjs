#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, each compiled or run once (docs/decisions/0242).
 *
 *   node scripts/run-tests.mjs            all phases
 *   node scripts/run-tests.mjs pg e2e     only the named phases
 *
 * A full run schedules the phases for two cores (docs/decisions/0440): the static checks beside the unit and
 * server tests (2 workers; static's output follows when it ends), then the server smoke set on the machine's
 * PostgreSQL, then the browser tests (2 workers, and beside them the serial set on a product of its own). Each jest phase keeps its JSON in test-results/ and the end of the output
 * lists each phase's 10 slowest files and the CPU seconds it used.
 *
 * Every phase runs even when an earlier one failed, so one run shows everything that is wrong;
 * the exit code is non-zero when any phase failed. The end of the output is a table with the test
 * count and the time of each phase.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SERIAL_SET, PG_SMOKE_SET } from './test-sets.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'worksite-test-'));
/** Where each jest phase's JSON (per-file timings included) is kept after the run: test-results/<phase>.json. */
const resultsDir = join(repo, 'test-results');
mkdirSync(resultsDir, { recursive: true });
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
    jestRuns: [{ file: 'unit', args: [] }],
  },
  {
    name: 'pg',
    title: `server smoke set on ${externalDb.replace(/\/\/[^@]*@/, '//')}`,
    jestRuns: [{ file: 'pg', args: ['--runTestsByPath', ...PG_SMOKE_SET] }],
    env: { TEST_DATABASE_URL: externalDb },
  },
  {
    name: 'e2e',
    title: 'browser end-to-end (Chromium, the real product): two workers, and beside them the serial set on a product of its own',
    // Side by side, each with a product and a browser of its own: the serial set (files that change what other
    // files see) one file at a time, everything else on two workers (docs/decisions/0440).
    jestRuns: [
      { file: 'e2e', args: ['-c', 'apps/web/jest.e2e.config.ts', '--maxWorkers=2', '--testPathIgnorePatterns', ...E2E_SERIAL_SET.map((f) => `/${f}$`)] },
      { file: 'e2e-serial', args: ['-c', 'apps/web/jest.e2e.config.ts', '--maxWorkers=1', '--runTestsByPath', ...E2E_SERIAL_SET] },
    ],
  },
];

/**
 * Runs one command; resolves with whether it passed and the CPU seconds it and its waited-for descendants used
 * (bash's `times` after the command: user + system of its children, written to a file of its own).
 */
function run(command, args, env = {}, logFile = undefined) {
  return new Promise((resolve) => {
    const fd = logFile ? openSync(logFile, 'w') : undefined;
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const cpuFile = join(scratch, `cpu-${Math.random().toString(36).slice(2)}.txt`);
    const script = '"$@"; rc=$?; times > "$CPU_FILE"; exit $rc';
    const child = spawn('bash', ['-c', script, 'run', command, ...args], { cwd: repo, stdio, env: { ...process.env, ...env, CPU_FILE: cpuFile } });
    const cpu = () => {
      if (!existsSync(cpuFile)) return undefined;
      // Second line: the children's user and system times, e.g. "12m3.456s 0m45.678s".
      const line = readFileSync(cpuFile, 'utf8').trim().split('\n')[1] ?? '';
      return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((n, m) => n + Number(m[1]) * 60 + Number(m[2]), 0);
    };
    if (fd !== undefined) child.on('exit', () => closeSync(fd));
    child.on('exit', (code, signal) => resolve({ ok: code === 0 && !signal, cpu: cpu() }));
    child.on('error', () => resolve({ ok: false, cpu: undefined }));
  });
}

/** Busy core-seconds of the whole machine so far (/proc/stat: all but idle and iowait; undefined where there is none). */
function machineBusy() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return (total - fields[3] - (fields[4] ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

/** The `n` slowest test files of jest JSON results: seconds from the file's start to its end. */
function slowestFiles(files, n = 10) {
  return files
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).testResults)
    .map((t) => ({ file: relative(repo, t.name), seconds: (t.endTime - t.startTime) / 1000, tests: t.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n);
}

function jestCounts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { tests: r.numTotalTests, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, files: r.numTotalTestSuites };
}

/** The counts of several jest runs of one phase, added up; undefined when any run wrote none. */
function addCounts(list) {
  if (list.some((c) => c === undefined)) return undefined;
  return list.reduce((a, c) => ({ tests: a.tests + c.tests, passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped, files: a.files + c.files }));
}

/** `quiet`: the phase runs beside another; its commands write to logs printed when it ends. */
async function runPhase(phase, quiet = false) {
  console.log(`\n=== ${phase.name}: ${phase.title}${quiet ? ' (beside the next phase; its output follows when it ends)' : ''}\n`);
  const started = Date.now();
  const machineBefore = machineBusy();
  let ok;
  let counts;
  let cpu;
  let slowest = [];
  if (phase.parallel) {
    const logs = phase.parallel.map((_, i) => (quiet ? join(scratch, `${phase.name}-${i}.log`) : undefined));
    const results = await Promise.all(phase.parallel.map(([c, a], i) => run(c, a, phase.env, logs[i])));
    for (const log of logs) if (log) process.stdout.write(readFileSync(log, 'utf8'));
    if (quiet) console.log(`=== ${phase.name} ${results.every((r) => r.ok) ? 'ok' : 'FAILED'}`);
    ok = results.every((r) => r.ok);
    cpu = results.reduce((n, r) => n + (r.cpu ?? 0), 0);
  } else {
    // A phase's jest runs go side by side; all but the first write to a log printed when they end, so the
    // outputs do not interleave.
    ok = true;
    cpu = 0;
    const outs = phase.jestRuns.map((step) => join(resultsDir, `${step.file}.json`));
    const results = await Promise.all(
      phase.jestRuns.map(async (step, i) => {
        rmSync(outs[i], { force: true });
        const log = i > 0 ? join(scratch, `${step.file}.log`) : undefined;
        const r = await run(jestBin, [...step.args, '--json', `--outputFile=${outs[i]}`], phase.env, log);
        if (log) console.log(`\n=== ${phase.name} (${step.file}) output\n${readFileSync(log, 'utf8')}`);
        return r;
      }),
    );
    for (const [i, r] of results.entries()) {
      ok &&= r.ok;
      cpu += r.cpu ?? 0;
      // jest writes its results last: no file means it ended early, whatever its exit code said.
      if (!existsSync(outs[i])) {
        console.error(`${phase.name}: jest wrote no results (${outs[i]}); counted as failed`);
        ok = false;
      }
    }
    slowest = slowestFiles(outs);
    counts = addCounts(outs.map(jestCounts));
    // A skipped test would hide a failure behind a green run.
    if (counts && counts.skipped > 0) {
      console.error(`${phase.name}: ${counts.skipped} skipped tests; skipping is not allowed`);
      ok = false;
    }
  }
  const machineAfter = machineBusy();
  // Busy core-seconds of the whole machine meanwhile: the phase's own processes and whatever else ran.
  const machine = machineBefore !== undefined && machineAfter !== undefined ? machineAfter - machineBefore : undefined;
  return { name: phase.name, ok, seconds: (Date.now() - started) / 1000, counts, cpu, machine, slowest };
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? phases.filter((p) => wanted.includes(p.name)) : phases;
if (wanted.length && selected.length !== wanted.length) {
  console.error(`unknown phase; phases are: ${phases.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const total = Date.now();
const machineAtStart = machineBusy();
const results = [];
if (wanted.length) {
  for (const phase of selected) results.push(await runPhase(phase));
} else {
  // Phases one after another (docs/decisions/0440), but for the static checks, which run beside the unit phase:
  // unit keeps the machine about 85 % busy (its slowest files wait on the server's own timeouts) and the type
  // checks fill the rest. The e2e phase keeps both cores busy on its own.
  const byName = Object.fromEntries(phases.map((p) => [p.name, p]));
  const [staticResult, unitResult] = await Promise.all([runPhase(byName.static, true), runPhase(byName.unit)]);
  results.push(staticResult, unitResult);
  for (const name of ['pg', 'e2e']) results.push(await runPhase(byName[name]));
}
rmSync(scratch, { recursive: true, force: true });

const pad = (s, n) => String(s).padEnd(n);
for (const r of results.filter((x) => x.slowest.length)) {
  console.log(`\n=== ${r.name}: the ${r.slowest.length} slowest files (test-results/ keeps every file's timing)`);
  for (const f of r.slowest) console.log(`${f.seconds.toFixed(1).padStart(8)} s  ${pad(`${f.tests} tests`, 11)}${f.file}`);
}
console.log('\n=== npm test summary');
// CPU s: user + system seconds of the phase's commands and the children they waited for; machine s: busy
// core-seconds of the whole machine during the phase (detached processes such as PostgreSQL, and outside load).
console.log(`${pad('phase', 8)}${pad('result', 8)}${pad('seconds', 9)}${pad('CPU s', 9)}${pad('machine s', 11)}${pad('files', 7)}tests`);
const fixed = (n, digits = 0) => (n === undefined ? '-' : n.toFixed(digits));
for (const r of results) {
  const c = r.counts;
  console.log(`${pad(r.name, 8)}${pad(r.ok ? 'ok' : 'FAILED', 8)}${pad(r.seconds.toFixed(1), 9)}${pad(fixed(r.cpu), 9)}${pad(fixed(r.machine), 11)}${pad(c ? c.files : '-', 7)}${c ? `${c.passed}/${c.tests} passed` : '-'}`);
}
const tests = results.reduce((n, r) => n + (r.counts?.tests ?? 0), 0);
const cpuTotal = results.reduce((n, r) => n + (r.cpu ?? 0), 0);
// The whole run's busy core-seconds (static and unit overlap, so their rows do not add up to it).
const machineAtEnd = machineBusy();
const machineTotal = machineAtStart !== undefined && machineAtEnd !== undefined ? machineAtEnd - machineAtStart : undefined;
console.log(`${pad('total', 8)}${pad(results.every((r) => r.ok) ? 'ok' : 'FAILED', 8)}${pad(((Date.now() - total) / 1000).toFixed(1), 9)}${pad(cpuTotal.toFixed(0), 9)}${pad(fixed(machineTotal), 11)}${pad('', 7)}${tests} tests`);
console.log(`machine: ${cpus().length} cores, load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
