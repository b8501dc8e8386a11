/**
 * Proves the layer check can fail: each planted import breaks one rule of DESIGN.md §1,
 * and dependency-cruiser, run with the project's own config, must reject it; each planted package.json
 * mismatch must make the workspace-deps check fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';

const repo = resolve(__dirname, '..');
const depcruise = join(repo, 'node_modules', '.bin', 'depcruise');
const config = join(repo, '.dependency-cruiser.cjs');
const workspaceDeps = join(repo, 'scripts', 'workspace-deps-check.mjs');
/** What `npm run check:layers` cruises. */
const scanned = ['packages', 'apps', 'bench', 'scripts'];

type Files = Record<string, string>;

const baseline: Files = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node', esModuleInterop: true } }),
  'packages/validators/src/index.ts': "export const ok = 1;\n",
  'packages/lookups/src/index.ts': "export const table = [];\n",
  'packages/permissions/src/index.ts': "import { ok } from '../../validators/src/index';\nexport const p = ok;\n",
  'packages/templates/src/index.ts': "export const t = 1;\n",
  'packages/contract/src/index.ts': "import { table } from '../../lookups/src/index';\nexport const c = table;\n",
  'apps/server/src/main.ts': "import { c } from '../../../packages/contract/src/index';\nexport const s = c;\n",
  'apps/web/src/main.ts': "import { c } from '../../../packages/contract/src/index';\nexport const w = c;\n",
};

/** Writes `files` into a scratch folder inside the repository (so node_modules resolve) and runs `command` there. */
function runIn(files: Files, command: string, args: string[]): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(repo, '.tmp-layer-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const output = execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Files the planted imports point at. */
const support: Files = {
  'packages/validators/src/deep.ts': 'export const ok = 2;\n',
  'packages/test-doubles/src/index.ts': "import { c } from '../../contract/src/index';\nexport const d = c;\n",
  'apps/server/test/helper.ts': 'export const h = 1;\n',
};

function cruise(files: Files): { ok: boolean; output: string } {
  return runIn(files, depcruise, ['--config', config, ...scanned.filter((d) => Object.keys(files).some((p) => p.startsWith(`${d}/`)))]);
}

describe('layer check (dependency-cruiser, DESIGN.md §1)', () => {
  it('is what npm run check:layers runs, over the whole tree', () => {
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['check:layers']).toBe(`depcruise --config .dependency-cruiser.cjs ${scanned.join(' ')} && node scripts/workspace-deps-check.mjs`);
  });

  it('accepts the allowed direction', () => {
    const result = cruise(baseline);
    expect(result.output).toContain('no dependency violations found');
    expect(result.ok).toBe(true);
  });

  /** One planted import per rule (DESIGN.md §1); each gets a file of its own, so one cruise checks them all. */
  const planted = ([
    ['pure-imports-no-package', 'packages/validators/src/bad.ts', "import { p } from '../../permissions/src/index';\nexport const x = p;\n"],
    ['domain-imports-only-pure', 'packages/contract/src/bad.ts', "import { t } from '../../templates/src/index';\nexport const x = t;\n"],
    ['no-framework-in-domain', 'packages/templates/src/bad.ts', "import { createElement } from 'react';\nexport const x = createElement;\n"],
    ['no-framework-in-domain', 'packages/lookups/src/bad.ts', "import axios from 'axios';\nexport const x = axios;\n"],
    ['no-node-builtins-in-domain', 'packages/validators/src/bad.ts', "import { readFileSync } from 'fs';\nexport const x = readFileSync;\n"],
    ['no-deep-package-imports', 'apps/server/src/bad.ts', "import { ok } from '../../../packages/validators/src/deep';\nexport const x = ok;\n"],
    ['server-no-client-libraries', 'apps/server/src/bad.ts', "import { observable } from 'mobx';\nexport const x = observable;\n"],
    ['server-no-client-libraries', 'apps/server/test/bad.test.ts', "import axios from 'axios';\nexport const x = axios;\n"],
    ['test-doubles-only-in-tests', 'packages/view-models/src/bad.ts', "import { d } from '../../test-doubles/src/index';\nexport const x = d;\n"],
    ['test-doubles-only-contract', 'packages/test-doubles/src/bad.ts', "import { t } from '../../templates/src/index';\nexport const x = t;\n"],
    ['package-tests-use-server-testing', 'packages/contract/src/bad.test.ts', "import { h } from '../../../apps/server/test/helper';\nexport const x = h;\n"],
    ['web-not-server', 'apps/web/src/bad.ts', "import { s } from '../../server/src/main';\nexport const x = s;\n"],
    ['no-unresolvable', 'apps/web/src/bad.ts', "import { gone } from './nowhere';\nexport const x = gone;\n"],
  ] as Array<[rule: string, path: string, text: string]>).map(([rule, path, text], i): [string, string, string] => [rule, path.replace(/bad(\.test)?\.ts$/, `bad-${i}$1.ts`), text]);

  /** The cruise of every planted file at once (one dependency-cruiser run instead of one a rule). */
  let plantedCruise: { ok: boolean; output: string } | undefined;
  const cruisePlanted = () => (plantedCruise ??= cruise({ ...baseline, ...support, ...Object.fromEntries(planted.map(([, path, text]) => [path, text])) }));

  it.each(planted)('rejects a planted %s violation (%s)', (rule, path) => {
    const result = cruisePlanted();
    expect(result.ok).toBe(false);
    // dependency-cruiser's text report: `error <rule>: <from> → <to>`.
    expect(result.output).toContain(`${rule}: ${path} →`);
  });

  it('rejects a planted cycle in the web app, naming it', () => {
    const result = cruise({
      ...baseline,
      'apps/web/src/router/registry.ts': "import { Page } from '../pages/page';\nexport const pages = [Page];\n",
      'apps/web/src/pages/page.ts': "import { pages } from '../router/registry';\nexport const Page = () => pages.length;\n",
    });
    expect(result.ok).toBe(false);
    const cycle = /no-circular: apps\/web\/src\/(\S+)\.ts →\s+apps\/web\/src\/(\S+)\.ts →\s+apps\/web\/src\/(\S+)\.ts/.exec(result.output);
    expect(cycle?.[3]).toBe(cycle?.[1]);
    expect([cycle?.[1], cycle?.[2]].sort()).toEqual(['pages/page', 'router/registry']);
  });

  it('rejects two server folders that import each other through different files (no-folder-cycles)', () => {
    const files: Files = {
      ...baseline,
      'apps/server/src/areas/a/a-calls.ts': "import { b } from '../b/b-lookups';\nexport const a = b;\n",
      'apps/server/src/areas/a/a-lookups.ts': 'export const aLookup = 1;\n',
      'apps/server/src/areas/b/b-lookups.ts': 'export const b = 2;\n',
      'apps/server/src/areas/b/b-calls.ts': "import { aLookup } from '../a/a-lookups';\nexport const x = aLookup;\n",
    };
    const result = cruise(files);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-folder-cycles');
    expect(result.output).not.toContain('no-circular');
  });

  /** Two folders of `root` that import each other through different files (no file cycle, a folder cycle). */
  function folderPair(root: string, a: string, b: string): Files {
    return {
      [`${root}/${a}/a-uses-b.ts`]: `import { b } from '../${b}/b-leaf';\nexport const a = b;\n`,
      [`${root}/${a}/a-leaf.ts`]: 'export const aLeaf = 1;\n',
      [`${root}/${b}/b-leaf.ts`]: 'export const b = 2;\n',
      [`${root}/${b}/b-uses-a.ts`]: `import { aLeaf } from '../${a}/a-leaf';\nexport const x = aLeaf;\n`,
    };
  }

  /** Area imports the config refuses (an unlisted area, a listed area outside its list, a declared pair reversed) and one it declares. */
  const plantedAreaImports: Array<[string, string]> = [
    ['notices', 'projects'],
    ['screens', 'projects'],
    ['concrete', 'screens'],
    ['screens', 'concrete'],
  ];

  it('rejects folder cycles in the web, view-models and contract, and the area-to-area imports the config does not allow (one cruise)', () => {
    const files: Files = {
      ...baseline,
      ...folderPair('apps/web/src', 'layout', 'router'),
      ...folderPair('packages/view-models/src', 'session', 'layout'),
      ...folderPair('packages/contract/src', 'catalogue', 'records'),
    };
    for (const [from, to] of plantedAreaImports) {
      files[`apps/server/src/areas/${to}/words.ts`] = 'export const words = 1;\n';
      files[`apps/server/src/areas/${from}/uses-${to}.ts`] = `import { words } from '../${to}/words';\nexport const x = words;\n`;
    }
    const result = cruise(files);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/web-no-folder-cycles: apps\/web\/src\/(layout|router) →/);
    expect(result.output).toMatch(/view-models-no-folder-cycles: packages\/view-models\/src\/(session|layout) →/);
    expect(result.output).toMatch(/contract-no-folder-cycles: packages\/contract\/src\/(catalogue|records) →/);
    expect(result.output).not.toContain('no-circular');
    const refused = [...result.output.matchAll(/area-imports-declared: apps\/server\/src\/areas\/([^/]+)\/uses-[^ ]+ → apps\/server\/src\/areas\/([^/]+)\//g)];
    expect(refused.map((m) => `${m[1]} → ${m[2]}`).sort()).toEqual(['concrete → screens', 'notices → projects', 'screens → projects']);
  });
});

/** Two workspaces: `a` (product code imports @worksite/b) and `b`; each test edits one manifest or file. */
function workspaces(manifestOfA: object, extra: Files = {}): Files {
  return {
    'package.json': JSON.stringify({ name: 'root', workspaces: ['packages/a', 'packages/b'] }),
    'packages/a/package.json': JSON.stringify({ name: '@worksite/a', ...manifestOfA }),
    'packages/a/src/index.ts': "import { b } from '@worksite/b';\nexport const a = b;\n",
    'packages/a/src/index.test.ts': "import { a } from './index';\ntest('a', () => expect(a).toBe(1));\n",
    'packages/b/package.json': JSON.stringify({ name: '@worksite/b', dependencies: {} }),
    'packages/b/src/index.ts': 'export const b = 1;\n',
    ...extra,
  };
}

function checkDeps(files: Files): { ok: boolean; output: string } {
  return runIn(files, process.execPath, [workspaceDeps]);
}

describe('workspace-deps check (package.json lists exactly the @worksite imports)', () => {
  it('accepts manifests that match the imports (test-only ones under devDependencies)', () => {
    const result = checkDeps(
      workspaces(
        { dependencies: { '@worksite/b': '0.1.0' }, devDependencies: { '@worksite/c': '0.1.0' } },
        { 'packages/a/src/testing/rig.ts': "import { c } from '@worksite/c/testing';\nexport const r = c;\n" },
      ),
    );
    expect(result.output).toContain('the @worksite dependencies of 2 workspaces match their imports');
    expect(result.ok).toBe(true);
  });

  it('rejects a phantom dependency: product code imports a package the manifest does not list', () => {
    const result = checkDeps(workspaces({ dependencies: {} }));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('packages/a/package.json: packages/a/src/index.ts imports @worksite/b, which "dependencies" does not list');
  });

  it('rejects a listed dependency no code imports', () => {
    const result = checkDeps(workspaces({ dependencies: { '@worksite/b': '0.1.0', '@worksite/unused': '0.1.0' } }));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('packages/a/package.json: "dependencies" lists @worksite/unused, which no product code imports');
  });

  it('rejects a test-only import the devDependencies do not list, and a product import listed only there', () => {
    const testOnly = checkDeps(
      workspaces({ dependencies: { '@worksite/b': '0.1.0' } }, { 'packages/a/src/a.test.ts': "import { s } from '@worksite/server/testing';\nexport const x = s;\n" }),
    );
    expect(testOnly.ok).toBe(false);
    expect(testOnly.output).toContain('packages/a/src/a.test.ts (test code) imports @worksite/server, which "devDependencies" does not list');
    const misplaced = checkDeps(workspaces({ devDependencies: { '@worksite/b': '0.1.0' } }));
    expect(misplaced.ok).toBe(false);
    expect(misplaced.output).toContain('"devDependencies" lists @worksite/b, which product code imports (it belongs in "dependencies")');
  });
});
