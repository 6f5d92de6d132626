/**
 * The federated floor (bench/first-visit.ts): bench/floor/home.tsx's page built as our
 * architecture must build it, a host and one remote, federated the way shared/build/federation.cjs
 * federates our apps and with nothing of theirs. Two compilations in production mode, the host's
 * into `out` (served at /floor-mf/) and the remote's into `out/remote`:
 * `webpack -c bench/floor/federated/webpack.config.cjs --env out=<a temp dir>`, or webpack's Node
 * API with this file's export called with `{ out }`.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');

const REPO = path.join(__dirname, '../../..');
/** Where the apps have the card's packages (as the card's floor finds them): the kernel's, the host's, the root's. */
const PACKAGE_DIRS = ['shared', 'host', '.'].map((dir) => path.join(REPO, dir));
const SERVED_AT = '/floor-mf/';
const REMOTE = 'floor_remote';

/** What the host owns, one copy a page; zod is the remote's own, bundled. */
const singletons = ['react', 'react-dom', 'react-router-dom', 'axios', 'i18next', 'react-i18next', 'zustand'];

/**
 * The host's copies are eager, in its first script, as ours are. The remote only consumes them
 * (`import: false`): no fallback copies of its own, so no second React anywhere in its files.
 */
function sharedConfig(isHost) {
  const shared = {};
  for (const name of singletons) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: PACKAGE_DIRS }));
    shared[name] = isHost ? { singleton: true, requiredVersion: `^${version}`, version, eager: true } : { singleton: true, requiredVersion: `^${version}`, import: false };
  }
  // jsx-runtime and react-dom/client are separate modules of the same singletons.
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  return shared;
}

/** Transpiled only, as our apps' TypeScript is (bench/floor/tsconfig.json type-checks it). */
const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('ts-loader'),
    options: { transpileOnly: true, configFile: path.join(REPO, 'bench/floor/tsconfig.json'), compilerOptions: { noEmit: false } },
  },
};

function compilation(name, out, publicPath, extra) {
  return {
    name,
    mode: 'production',
    context: __dirname,
    target: 'web',
    devtool: false,
    // Unhashed, into a fresh folder: the bench serves the build from memory, the page names the host's script.
    output: { path: out, publicPath, uniqueName: name, filename: '[name].js', chunkFilename: '[name].js' },
    // Node's lookup first (pnpm's links, packages' own dependencies), then the apps' package folders.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], modules: ['node_modules', ...PACKAGE_DIRS.map((dir) => path.join(dir, 'node_modules'))] },
    module: { rules: [typeScriptRule] },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...extra,
  };
}

module.exports = ({ out } = {}) => {
  if (!out) throw new Error('the federated floor needs an output folder: --env out=<dir>');
  return [
    // The host runs the federation runtime, as ours does: loaded-first sharing, remotes registered at run time.
    compilation('floor_host', out, SERVED_AT, {
      entry: { main: './host.tsx' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'floor_host',
          shared: sharedConfig(true),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
      ],
    }),
    // The remote is a plain webpack container (init/get over the host's share scope), as ours are.
    compilation(REMOTE, path.join(out, 'remote'), 'auto', {
      entry: {},
      plugins: [new webpack.container.ModuleFederationPlugin({ name: REMOTE, filename: 'remoteEntry.js', exposes: { './Home': './home.tsx' }, shared: sharedConfig(false) })],
    }),
  ];
};
