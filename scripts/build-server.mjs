// `npm run build`, second step: the server (server/main.ts and what it imports from src/) compiled to
// one JavaScript file, build/server-main.js, which `npm start` runs with plain Node (tsx is for
// development and scripts). Packages stay in node_modules. It sits directly in build/ so that
// server/start-server.ts finds build/ one level up from its own folder, compiled or not.
import { build } from 'esbuild';

// The price-rating worker thread (src/pricing/rating-thread.server.ts) is a second entry: build/rating-thread.js,
// found beside build/server-main.js.
await build({
  entryPoints: { 'server-main': 'server/main.ts', 'rating-thread': 'src/pricing/rating-thread.server.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
