/**
 * Which way imports may run (README "Layout", docs/remote-guide.md), checked by
 * dependency-cruiser in `npm test` (scripts/imports.mjs): the host and the remotes reach the
 * kernel only as `@h5/shared/<subpath>` and never each other; the server reaches only the
 * kernel's framework-free modules, and those import no UI library.
 */
const APPS = '^(host|remote-[a-z]+)/';
/** Kernel modules the server may import: no React, no browser, no UI library. */
const FRAMEWORK_FREE = [
  '^shared/src/(constants|contract|validation|format|money|routes|security)/',
  '^shared/src/i18n/(messages|types)\\.ts$',
  '^shared/src/i18n/(common|server|ops)/',
  '^shared/src/form/(amount|check)\\.ts$',
];
const UI_LIBRARIES =
  '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-i18next|i18next|antd-mobile|zustand|axios|socket\\.io-client|@tanstack/[^/]+|swr)/';

module.exports = {
  forbidden: [
    {
      name: 'app-to-other-app',
      comment: 'The host and the remotes never import each other: the host reaches remotes through the federation runtime, remotes share through @h5/shared.',
      severity: 'error',
      from: { path: APPS },
      to: { path: APPS, pathNot: '^$1/' },
    },
    {
      name: 'feature-to-other-feature',
      comment:
        'A feature folder stands alone: what two features share moves to the remote\'s common/ (or the kernel when a second package could use it); a page composing several features lives in the remote\'s app/.',
      severity: 'error',
      from: { path: '^(remote-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'common-to-feature',
      comment: 'A remote\'s common/ serves its features, so it never reaches into one (that would hide a feature-to-feature import).',
      severity: 'error',
      from: { path: '^(remote-[a-z]+)/src/common/' },
      to: { path: '^$1/src/(features|app)/' },
    },
    {
      name: 'relative-out-of-package',
      comment: 'A relative import stays inside its package; the kernel is imported as @h5/shared/<subpath>.',
      severity: 'error',
      from: { path: '^(host|remote-[a-z]+|shared|server)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'kernel-to-app',
      comment: 'The kernel knows no app and no server.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(host|remote-[a-z]+|server)/' },
    },
    {
      name: 'production-to-test-kit',
      comment:
        'The kernel\'s test kit (@h5/shared/testing) is for unit tests only: it swaps the API client\'s transport for a fake server, signs a made-up user in and pulls in Testing Library and Jest\'s globals, none of which may reach a page. Only test files (*.test.ts(x)), test/ folders and the kit itself import it.',
      severity: 'error',
      from: { pathNot: ['\\.test\\.tsx?$', '(^|/)test/', '^shared/src/testing/'] },
      to: { path: '^shared/src/testing/' },
    },
    {
      name: 'chart-library-outside-kernel-chart',
      comment:
        'lightweight-charts is imported by the kernel\'s chart module only; a remote takes the library\'s series and types from @h5/shared/chart. That module is one page-wide copy shared through module federation (whichever remote\'s build of it loaded first), so a remote\'s own copy of the library would add its series to a chart made by another copy.',
      severity: 'error',
      from: { pathNot: '^shared/src/chart/' },
      to: { path: '(^|/)node_modules/lightweight-charts/' },
    },
    {
      name: 'antd-mobile-barrel',
      comment:
        'antd-mobile is imported a component at a time (antd-mobile/es/components/<name>, its CSS variables from antd-mobile/es/global). Its barrel is marked as having side effects, so webpack keeps it whole, with every component the remote uses anywhere concatenated into it, in the first download of any page that imports one name from it. (Its other entry points, `2x` and `bundle`, are whole bundles and not used.)',
      severity: 'error',
      from: {},
      to: { path: '(^|/)node_modules/antd-mobile/(es|cjs)/index\\.(js|d\\.ts)$' },
    },
    {
      name: 'server-to-framework-kernel',
      comment: 'The server imports only the framework-free kernel modules (constants, contract, validation, format, money, routes, security, i18n/messages, the form\'s amount rule).',
      severity: 'error',
      // Its Jest config (tooling, not server code) takes the kernel's Jest preset.
      from: { path: '^server/', pathNot: '^server/jest\\.config\\.cjs$' },
      to: { path: '^(shared|host|remote-[a-z]+)/', pathNot: FRAMEWORK_FREE },
    },
    {
      name: 'framework-free-kernel-to-framework',
      comment: 'The kernel modules the server imports stay free of UI code, so the server never pulls it in.',
      severity: 'error',
      from: { path: FRAMEWORK_FREE },
      to: { path: [UI_LIBRARIES, '^shared/'], pathNot: FRAMEWORK_FREE },
    },
    {
      name: 'server-module-to-other-module-internals',
      comment:
        'A server module reaches another only through its service.ts, the module\'s one public face (it re-exports the types and helpers others may use): queries, rules, jobs and routes stay the module\'s own, free to change, and no module runs another\'s SQL behind its rules.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/', pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/service\\.ts$'] },
    },
    {
      name: 'server-outside-to-module-internals',
      comment:
        'Outside the modules (app, composition root, entry points, plugins, lib, db) the server uses a module through its service.ts too, and the composition root registers its routes.ts; nothing else of a module is reachable from outside it.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/(service|routes)\\.ts$' },
    },
    {
      name: 'server-routes-outside-composition-root',
      comment: 'Routes are registered once, by the composition root (src/modules.ts, and src/app.ts for the socket): plugins, lib and db never serve a module\'s calls.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/(modules/|(app|modules)\\.ts$)' },
      to: { path: '^server/src/modules/[^/]+/routes\\.ts$' },
    },
    {
      name: 'unresolvable',
      comment: 'Every import resolves (a kernel file not listed in shared/package.json "exports" does not).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Our packages' build output; a library's own dist/ stays in view, so the rules see imports of it.
    exclude: { path: '^[^/]+/(dist|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
  },
};
