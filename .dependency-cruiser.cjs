/**
 * The allowed imports between layers (DESIGN.md §1), checked by `npm run check:layers` in CI.
 * A violation names its rule; the rules are explained in docs/architecture.md.
 */
const pure = ['validators', 'lookups', 'paging'];
const domain = ['permissions', 'templates', 'contract'];
const pkg = (names) => `^packages/(${names.join('|')})/`;
const see = 'See docs/architecture.md (dependency direction).';

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
      comment: `infrastructure and view-models do not import each other; both import only contract and the domain packages. ${see}`,
      severity: 'error',
      from: { path: '^packages/(infrastructure|view-models)/', pathNot: '\\.test\\.ts$' },
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
      name: 'no-deep-package-imports',
      comment: `Import a package through its index, never a file inside it. ${see}`,
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { path: '^packages/([^/]+)/src/.+', pathNot: ['^packages/([^/]+)/src/index\\.ts$', '^$1'] },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(packages|apps)/[^/]+/dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
