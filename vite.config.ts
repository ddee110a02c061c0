import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` next to every built script and stylesheet, at the best settings, so the
 * server sends assets compressed without spending CPU on them (server/http-app.ts serves them with
 * `precompressed`). Only the client build: the server bundle is never sent.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      for (const file of Object.keys(bundle).filter((f) => /\.(?:js|css|svg|json)$/.test(f))) {
        const target = path.join(options.dir, file);
        const body = fs.readFileSync(target);
        fs.writeFileSync(
          `${target}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        fs.writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#src': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: { cssMinify: true },
});
