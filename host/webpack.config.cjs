const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const federatedApp = require('@h5/shared/build/federation');

/** Copies the default remote locations beside index.html; a deploy may overwrite the file. */
class RemoteConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const file = path.join(__dirname, 'src/public/remotes.json');
        compilation.fileDependencies.add(file);
        compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(require('node:fs').readFileSync(file)));
      });
    });
  }
}

module.exports = federatedApp({
  dir: __dirname,
  name: 'host',
  port: 3000,
  extra: {
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer', minify: { collapseWhitespace: true, minifyCSS: true, removeComments: true } }),
      new RemoteConfigPlugin(),
    ],
  },
});
