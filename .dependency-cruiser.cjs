/**
 * The allowed imports between layers (DESIGN.md §1), checked by `npm run check:layers` in CI.
 * A violation names its rule; the rules are explained in docs/architecture.md.
 */
const pure = ['validators', 'lookups', 'paging'];
const domain = ['permissions', 'templates', 'contract'];
const pkg = (names) => `^packages/(${names.join('|')})/`;
const see = 'See docs/architecture.md (dependency direction).';
/** Test code: test files, test support, the test-only folders, the map test page, benchmarks and scripts. */
const testCode = '(\\.test\\.tsx?$|\\.test-support\\.ts$|/(testing|test|e2e|harness)/|^(bench|scripts)/)';
const npm = (names) => `(^|/)node_modules/(${names.join('|')})(/|$)`;

/**
 * The source trees whose folders import each other in one direction only, as the server's do (no-folder-cycles):
 * what two folders both need lives in a lower folder (docs/decisions/0480).
 */
const folderCycleRules = [
  ['web-no-folder-cycles', 'apps/web/src', 'Web folders'],
  ['view-models-no-folder-cycles', 'packages/view-models/src', 'view-models folders'],
  ['contract-no-folder-cycles', 'packages/contract/src', 'contract folders'],
].map(([name, root, who]) => ({
  name,
  comment: `${who} import each other in one direction only: a folder never (indirectly) imports itself. ${see}`,
  severity: 'error',
  scope: 'folder',
  from: { path: `^${root}` },
  to: { circular: true },
}));

/**
 * Which server area may use which other area's own vocabulary (docs/decisions/0481); any other area-to-area
 * import is refused. What two areas both need lives in shared/, scopes/ or http/.
 */
const areaImports = {
  screens: ['concrete', 'ai-samples', 'inspection'],
  concrete: ['devices'],
  organisations: ['projects'],
  supervision: ['projects'],
  // The roster lists each worker's contract and certificate flags (docs/decisions/0650); attendance's history seed
  // follows the personnel and team seeds' days (0675).
  personnel: ['certificates'],
  attendance: ['personnel', 'teams-training'],
  // 转为隐患 raises a hazard through the hazards area's raiseHazard (issue 22; docs/decisions/0712).
  checks: ['hazards'],
};
const area = (names) => `^apps/server/src/areas/(${names.join('|')})/`;
const areaImportRules = [
  ...Object.entries(areaImports).map(([from, to]) => ({ from: { path: area([from]) }, to: { path: area(['[^/]+']), pathNot: area([from, ...to]) } })),
  { from: { path: '^apps/server/src/areas/([^/]+)/', pathNot: area(Object.keys(areaImports)) }, to: { path: area(['[^/]+']), pathNot: '^apps/server/src/areas/$1/' } },
].map((rule) => ({
  name: 'area-imports-declared',
  comment: `A server area imports another area only where areaImports in .dependency-cruiser.cjs allows it (${Object.entries(areaImports).map(([f, t]) => `${f} → ${t.join(', ')}`).join('; ')}). ${see}`,
  severity: 'error',
  ...rule,
}));

module.exports = {
  forbidden: [
    {
      name: 'pure-imports-no-package',
      comment: `validators, lookups and paging import no other package. ${see}`,
      severity: 'error',
      from: { path: pkg(pure), pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'domain-imports-only-pure',
      comment: `permissions, templates and contract import only validators, lookups and paging. ${see}`,
      severity: 'error',
      from: { path: pkg(domain), pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/', pathNot: [pkg(pure), '^packages/$1/'] },
    },
    {
      name: 'no-framework-in-domain',
      comment: `Domain packages run anywhere: no React, DOM, axios or Node built-ins. ${see}`,
      severity: 'error',
      from: { path: pkg([...pure, ...domain]), pathNot: '\\.test\\.ts$' },
      to: { path: '(^|/node_modules/)(react|react-dom|axios|@chakra-ui|@emotion|highcharts|highcharts-react-official|ol|mobx|mobx-react-lite|inversify)(/|$)' },
    },
    {
      name: 'no-node-builtins-in-domain',
      comment: `Domain packages run in the browser too: no Node built-ins. ${see}`,
      severity: 'error',
      from: { path: pkg([...pure, ...domain]), pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-layers-apart',
      comment: `infrastructure and view-models do not import each other; both import only contract and the domain packages. Tests and test support (testing/, left out of the build) may. ${see}`,
      severity: 'error',
      from: { path: '^packages/(infrastructure|view-models)/', pathNot: '(\\.test\\.ts$|/testing/)' },
      to: { path: '^packages/(infrastructure|view-models)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'view-models-no-ui-or-transport',
      comment: `view-models never import React, the DOM toolkits or axios: they talk to ports. ${see}`,
      severity: 'error',
      from: { path: '^packages/view-models/', pathNot: '\\.test\\.ts$' },
      to: { path: '(^|/node_modules/)(react|react-dom|axios|@chakra-ui|@emotion|highcharts|ol)(/|$)' },
    },
    {
      name: 'packages-not-apps',
      comment: `no package imports an app. ${see}`,
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-not-client-layers',
      comment: `apps/server uses no infrastructure, view-models or React. ${see}`,
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: ['^packages/(infrastructure|view-models)/', '(^|/)node_modules/(react|react-dom|@chakra-ui)(/|$)'] },
    },
    {
      name: 'server-no-client-libraries',
      comment: `apps/server imports no mobx, mobx-react-lite, inversify or axios: those are the client's. ${see}`,
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: npm(['mobx', 'mobx-react-lite', 'inversify', 'axios']) },
    },
    {
      name: 'web-not-server',
      comment: `The web app's source never imports the server (it talks to it over HTTP). ${see}`,
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'test-doubles-only-contract',
      comment: `test-doubles implements the contract's ports with nothing else: no other package, app or framework. ${see}`,
      severity: 'error',
      from: { path: '^packages/test-doubles/' },
      to: { path: ['^packages/(?!(contract|test-doubles)/)', '^apps/', npm(['react', 'react-dom', 'axios', 'mobx', 'mobx-react-lite', 'inversify'])] },
    },
    {
      name: 'test-doubles-only-in-tests',
      comment: `Product code never imports test-doubles; tests, test support, benchmarks and scripts may. ${see}`,
      severity: 'error',
      from: { pathNot: [testCode, '^packages/test-doubles/'] },
      to: { path: '^packages/test-doubles/' },
    },
    {
      name: 'package-tests-use-server-testing',
      comment: `Packages' tests reach the server through @worksite/server/testing, never apps/server/test. ${see}`,
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/server/test/' },
    },
    {
      name: 'no-deep-package-imports',
      comment: `Import a package through its index, never a file inside it. ${see}`,
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { path: '^packages/([^/]+)/src/.+', pathNot: ['^packages/([^/]+)/src/index\\.ts$', '^$1'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: `Server folders import each other in one direction only: a folder never (indirectly) imports itself. ${see}`,
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
    ...folderCycleRules,
    ...areaImportRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(packages|apps)/[^/]+/dist/' },
    // Package `exports` maps (e.g. @chakra-ui/react/theme, vite), as the bundler and Node resolve them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
