/**
 * The webpack configuration of the host and of every remote, written once. Each app's
 * webpack.config.cjs calls `federatedApp` with what makes it different.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const PrecompressPlugin = require('./precompress.cjs');

// The kernel's constants (shared/src/constants) that the build needs too.
const { chunkTimeoutMs: CHUNK_TIMEOUT_MS } = require('../src/constants/loading.json');
const { h5Base: H5_BASE, staticJsBase: STATIC_JS, remoteEntryFile: REMOTE_ENTRY_FILE, remoteStartModule: REMOTE_START_MODULE } = require('../src/constants/served.json');
const SERVER = process.env.H5_DEV_SERVER ?? 'http://127.0.0.1:8080';

/**
 * Packages that must exist once per page. Anything else is bundled, tree-shaken, by its user.
 * react-router-dom, i18next, react-i18next, @tanstack/react-query and lightweight-charts are
 * imported only by the kernel (its router, i18n, data and chart modules, themselves singletons),
 * so they live, tree-shaken, inside those modules; the data and chart modules, which home never
 * imports, are not in its first download.
 */
const singletons = ['react', 'react-dom', 'zustand', 'axios', 'socket.io-client'];

/**
 * The host's copies are eager: they travel in its first script rather than in waves of small
 * chunks, one wave per level of the kernel's imports, before the first page can even start.
 * Remotes consume them (loaded-first) and keep their own as lazy fallbacks.
 */
function sharedConfig(appDir, eager) {
  const shared = {};
  for (const name of singletons) {
    let version;
    try {
      version = require(require.resolve(`${name}/package.json`, { paths: [appDir, __dirname] })).version;
    } catch {
      continue;
    }
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, eager };
  }
  // jsx-runtime and react-dom/client are separate modules of the same singletons.
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  // The kernel owns the session store, i18n instance, API client, socket and router: one copy.
  shared['@h5/shared/'] = { singleton: true, requiredVersion: false, version: require('../package.json').version, eager };
  return shared;
}

/**
 * A remote exposes each of its pages (`src/pages.json`: the route table's page key to its
 * module) as a module of its own, together with its start-up module (`src/start.ts`), which
 * webpack evaluates once; and the start-up alone, which the host asks for beside the page. The
 * host asks for `<remote>/<page key>` and gets the page's chunks straight after the entry, with
 * no page map to fetch first.
 */
function pageExposes(dir) {
  const pages = require(path.join(dir, 'src/pages.json'));
  if (REMOTE_START_MODULE in pages) throw new Error(`${dir}: no page may be called ${REMOTE_START_MODULE}`);
  const start = './src/start.ts';
  return {
    [`./${REMOTE_START_MODULE}`]: { import: start, name: START_CHUNK },
    // webpack evaluates the list in order and gives the last one's exports: the start-up first.
    ...Object.fromEntries(Object.entries(pages).map(([key, module]) => [`./${key}`, { import: [start, `./${path.posix.join('src', module)}`] }])),
  };
}

/** The chunk the start-up alone is exposed in. */
const START_CHUNK = 'start';
/** Sharing's own modules stay where webpack put them: each chunk that consumes a shared package keeps its stub. */
const SHARING_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module', 'remote-module']);

/**
 * Every page's expose holds the start-up too (above), so without this its code, and antd-mobile's
 * CSS variables in the remotes that use them, came twice on a first visit: once in the start
 * chunk, once more in the page's. This group moves what the start chunk holds into one chunk of
 * its own, which the start-up and every page load: the host has asked for it anyway.
 */
const startUpGroup = {
  chunks: 'async',
  enforce: true,
  // Not the expose's own chunk's name: webpack refuses to move modules into a chunk that is no parent of theirs.
  name: `${START_CHUNK}-up`,
  test: (module, { chunkGraph }) =>
    !SHARING_MODULE_TYPES.has(module.type) && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === START_CHUNK),
};

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder
 * @param {'host'|'trading'|'wealth'|'account'|'content'} app.name
 * @param {number} app.port         its dev server's port
 * @param {object} [app.extra]      extra webpack options merged in (plugins appended)
 */
module.exports = function federatedApp({ dir, name, port, extra = {} }) {
  const isHost = name === 'host';
  const publicPath = isHost ? H5_BASE : 'auto';
  const servedAt = isHost ? H5_BASE : `${STATIC_JS}${name}/`;
  // The host's scripts go where a remote's would, under its own name.
  const jsDir = isHost ? `${STATIC_JS.slice(H5_BASE.length)}host/` : '';

  return (env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    return {
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: production ? (process.env.H5_SOURCE_MAP ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: `h5_${name}`,
        filename: `${jsDir}[name]${hashed}.js`,
        chunkFilename: `${jsDir}[name]${hashed}.js`,
        assetModuleFilename: `${jsDir}assets/[name]${hashed}[ext]`,
        chunkLoadTimeout: CHUNK_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: !production },
              },
            },
          },
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          {
            // Images a library's stylesheet names (Leaflet's control sprites): emitted as files
            // beside the chunks, fetched only where a rule using them applies.
            test: /\.(png|gif|jpe?g|webp|svg)$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: `${jsDir}[name]${hashed}.css`,
          chunkFilename: `${jsDir}[name]${hashed}.css`,
          // Our rules are prefixed per package and outrank antd-mobile's by specificity
          // (`.tr-picker__search .adm-search-bar`), never by order, so chunks' CSS order is free.
          ignoreOrder: true,
        }),
        // The host runs the federation runtime (@module-federation/enhanced): remote locations
        // read at run time, loaded-first sharing, its timeouts and error plugin. A remote is a
        // plain webpack container (init/get over the same share scope), which the host's runtime
        // loads as it loads its own kind: its entry then carries webpack's small sharing code
        // (6 KB gzip) instead of a second copy of the runtime (21 KB). The runtime's own way to
        // share one copy (`experiments.externalRuntime`) measured worse for a page with one
        // remote: the host must then ship all of runtime-core, 15 KB more than it uses.
        isHost
          ? new ModuleFederationPlugin({
              name,
              runtimePlugins: [[path.join(dir, 'src/federation/runtimePlugin.ts'), { timeout: CHUNK_TIMEOUT_MS }]],
              shared: sharedConfig(dir, isHost),
              shareStrategy: 'loaded-first',
              dts: false,
              manifest: false,
              // Remotes load by remoteEntry.js (no manifests), so the snapshot code is not needed.
              experiments: { optimization: { disableSnapshot: true, target: 'web' } },
            })
          : new webpack.container.ModuleFederationPlugin({
              name,
              filename: REMOTE_ENTRY_FILE,
              exposes: pageExposes(dir),
              shared: sharedConfig(dir, isHost),
            }),
        ...(extra.plugins ?? []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        ...(isHost ? {} : { splitChunks: { cacheGroups: { startUp: startUpGroup } } }),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        headers: { 'cache-control': 'no-cache' },
        devMiddleware: { publicPath: servedAt },
        static: false,
        // Everything this app does not build comes from the running server.
        proxy: [
          {
            context: (pathname) => !pathname.startsWith(servedAt) || (isHost && pathname.startsWith(STATIC_JS) && !pathname.startsWith(`${STATIC_JS}host/`)),
            target: SERVER,
            ws: true,
            changeOrigin: false,
          },
        ],
        client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://127.0.0.1:${port}/ws` },
      },
      ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'plugins')),
    };
  };
};
