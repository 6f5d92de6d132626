/**
 * The Jest set-up every package uses: TypeScript through SWC, the kernel's subpaths mapped to
 * its sources, style files stubbed, and (in jsdom) any console error failing the test and
 * nothing loaded kept from one test to the next.
 */
const path = require('node:path');

const sharedSrc = path.resolve(__dirname, '../src');
// lightweight-charts ships ES modules only: tests load its build compiled like our sources (they never draw with it: see @h5/shared/testing/chart).
const chartLibrary = path.join(path.dirname(require.resolve('lightweight-charts/package.json', { paths: [sharedSrc] })), 'dist/lightweight-charts.production.mjs');

/** @param {{ environment?: 'node' | 'jsdom', rootDir: string, setupFilesAfterEnv?: string[] }} options */
module.exports = function jestConfig({ environment = 'node', rootDir, setupFilesAfterEnv = [] }) {
  return {
    rootDir,
    testEnvironment: environment,
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom'
        ? [
            path.join(__dirname, 'jest-fail-on-console-error.cjs'),
            path.join(__dirname, 'jest-forget-data.cjs'),
            path.join(__dirname, 'jest-skip-animation.cjs'),
          ]
        : []),
      ...setupFilesAfterEnv,
    ],
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.((t|j)sx?|mjs)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Under pnpm a package's real path is node_modules/.pnpm/<name>@<version>/node_modules/<name>.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/antd-mobile@|antd-mobile/|\\.pnpm/lightweight-charts@|lightweight-charts/|@h5/))'],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'style-stub.cjs'),
      '^@h5/shared/i18n/(messages|check)$': path.join(sharedSrc, 'i18n/$1.ts'),
      '^@h5/shared/ui/upload$': path.join(sharedSrc, 'ui/upload/index.ts'),
      '^@h5/shared/ui/confirm$': path.join(sharedSrc, 'ui/confirm.ts'),
      '^@h5/shared/ui/watch$': path.join(sharedSrc, 'ui/watch/index.ts'),
      '^@h5/shared/chart/view$': path.join(sharedSrc, 'chart/lineView.ts'),
      '^@h5/shared/testing/chart$': path.join(sharedSrc, 'testing/chart.ts'),
      '^lightweight-charts$': chartLibrary,
      '^@h5/shared/([a-z]+)$': path.join(sharedSrc, '$1/index.ts'),
    },
  };
};
