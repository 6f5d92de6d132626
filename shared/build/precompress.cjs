/**
 * Writes a brotli (quality 11) and a gzip (level 9) twin beside each text file the build emits,
 * so that servers send files compressed once at the best level instead of on the fly at a fast,
 * weak one (`@fastify/static`'s preCompressed, nginx's gzip_static). remotes.json gets none: a
 * deploy may overwrite it, and its twins would then be stale.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|css|html|json|svg|txt)$/;
/** Below this, a compressed file saves less than the headers it costs (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;
const { remoteConfigFile: REMOTE_CONFIG_FILE } = require('../src/constants/served.json');

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const files = compilation.getAssets().filter(({ name, source }) => TEXT.test(name) && path.basename(name) !== REMOTE_CONFIG_FILE && source.size() >= MIN_BYTES);
        await Promise.all(
          files.map(async ({ name, source }) => {
            const raw = source.buffer();
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            if (gz.length < raw.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }),
        );
      });
    });
  }
}

module.exports = PrecompressPlugin;
