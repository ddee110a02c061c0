// `npm run build`, second step: the server (server/main.ts and what it imports from src/) compiled to
// one JavaScript file, build/server-main.js, which `npm start` runs with plain Node (tsx is for
// development and scripts). Packages stay in node_modules. It sits directly in build/ so that
// server/start-server.ts finds build/ one level up from its own folder, compiled or not.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server-main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
