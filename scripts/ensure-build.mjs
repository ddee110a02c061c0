// `npm start` on a fresh clone: build the client and server bundles once if they are missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../build/server/index.js', import.meta.url))) {
  console.log('Erster Start: baue die Anwendung …');
  execSync('npx react-router build', { stdio: 'inherit' });
}
