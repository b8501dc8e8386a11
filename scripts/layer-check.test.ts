/**
 * Proves the layer check can fail: each planted import breaks one rule of DESIGN.md §1,
 * and dependency-cruiser, run with the project's own config, must reject it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';

const repo = resolve(__dirname, '..');
const depcruise = join(repo, 'node_modules', '.bin', 'depcruise');
const config = join(repo, '.dependency-cruiser.cjs');

type Files = Record<string, string>;

const baseline: Files = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node', esModuleInterop: true } }),
  'packages/validators/src/index.ts': "export const ok = 1;\n",
  'packages/lookups/src/index.ts': "export const table = [];\n",
  'packages/permissions/src/index.ts': "import { ok } from '../../validators/src/index';\nexport const p = ok;\n",
  'packages/templates/src/index.ts': "export const t = 1;\n",
  'packages/contract/src/index.ts': "import { table } from '../../lookups/src/index';\nexport const c = table;\n",
  'apps/server/src/main.ts': "import { c } from '../../../packages/contract/src/index';\nexport const s = c;\n",
};

function cruise(files: Files): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(repo, '.tmp-layer-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const output = execFileSync(depcruise, ['--config', config, 'packages', 'apps/server/src'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('layer check (dependency-cruiser, DESIGN.md §1)', () => {
  it('accepts the allowed direction', () => {
    const result = cruise(baseline);
    expect(result.output).toContain('no dependency violations found');
    expect(result.ok).toBe(true);
  });

  it.each([
    ['pure-imports-no-package', 'packages/validators/src/bad.ts', "import { p } from '../../permissions/src/index';\nexport const x = p;\n"],
    ['domain-imports-only-pure', 'packages/contract/src/bad.ts', "import { t } from '../../templates/src/index';\nexport const x = t;\n"],
    ['no-framework-in-domain', 'packages/templates/src/bad.ts', "import { createElement } from 'react';\nexport const x = createElement;\n"],
    ['no-framework-in-domain', 'packages/lookups/src/bad.ts', "import axios from 'axios';\nexport const x = axios;\n"],
    ['no-node-builtins-in-domain', 'packages/validators/src/bad.ts', "import { readFileSync } from 'fs';\nexport const x = readFileSync;\n"],
    ['no-deep-package-imports', 'apps/server/src/bad.ts', "import { ok } from '../../../packages/validators/src/deep';\nexport const x = ok;\n"],
  ])('rejects a planted %s violation (%s)', (rule, path, text) => {
    const files: Files = { ...baseline, [path]: text, 'packages/validators/src/deep.ts': 'export const ok = 2;\n' };
    const result = cruise(files);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(rule);
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
});
