/**
 * Each workspace's package.json lists exactly the @worksite packages its code imports: the ones product code
 * imports under `dependencies`, the ones only tests import under `devDependencies`, no more, no less.
 * Part of `npm run check:layers`; run from the repository root (it reads the root package.json's workspaces).
 * Imports are read with TypeScript's own scanner (static, dynamic, `require`, `import type`, re-exports), because
 * the workspaces resolve each other through tsconfig/jest path aliases that dependency-cruiser cannot tie to a
 * package.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SCOPE = '@worksite/';
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'public']);
/** Test code: test files, test support, and the test-only folders (testing/, test/, e2e/, harness/: the map test page). */
const TEST_CODE = /(\.test\.tsx?$|\.test-support\.ts$|(^|\/)(testing|test|e2e|harness)\/)/;

const root = process.cwd();

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@worksite/server/testing` → `@worksite/server`. */
function packageOf(specifier) {
  return specifier.startsWith(SCOPE) ? specifier.split('/').slice(0, 2).join('/') : undefined;
}

function worksiteImports(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((i) => packageOf(i.fileName)).filter((p) => p !== undefined);
}

function listed(section) {
  return new Set(Object.keys(section ?? {}).filter((name) => name.startsWith(SCOPE)));
}

/** The problems of one workspace, each a line naming the package, the import and what to change. */
function checkWorkspace(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const product = new Map();
  const test = new Map();
  for (const file of sourceFiles(join(root, dir))) {
    const inside = relative(join(root, dir), file).split('\\').join('/');
    const into = TEST_CODE.test(inside) ? test : product;
    for (const name of worksiteImports(file)) {
      if (name !== manifest.name && !into.has(name)) into.set(name, `${dir}/${inside}`);
    }
  }
  const dependencies = listed(manifest.dependencies);
  const devDependencies = listed(manifest.devDependencies);
  const problems = [];
  const where = `${dir}/package.json`;
  for (const [name, file] of product) {
    if (!dependencies.has(name)) problems.push(`${where}: ${file} imports ${name}, which "dependencies" does not list`);
  }
  for (const [name, file] of test) {
    if (!product.has(name) && !devDependencies.has(name)) problems.push(`${where}: ${file} (test code) imports ${name}, which "devDependencies" does not list`);
  }
  for (const name of dependencies) {
    if (!product.has(name)) problems.push(`${where}: "dependencies" lists ${name}, which no product code imports${test.has(name) ? ' (only tests do: move it to "devDependencies")' : ''}`);
  }
  for (const name of devDependencies) {
    if (product.has(name)) problems.push(`${where}: "devDependencies" lists ${name}, which product code imports (it belongs in "dependencies")`);
    else if (!test.has(name)) problems.push(`${where}: "devDependencies" lists ${name}, which no test imports`);
  }
  return problems;
}

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
const problems = workspaces.flatMap((dir) => checkWorkspace(dir));
if (problems.length > 0) {
  console.error(`workspace-deps: ${problems.length} package.json mismatch(es) with the imports:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`workspace-deps: the @worksite dependencies of ${workspaces.length} workspaces match their imports.`);
