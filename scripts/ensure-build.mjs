// `npm start` on a fresh clone: build the pages and the compiled server once if they are missing
// (after changing the code, `npm run build` again; `npm run dev` runs the sources directly).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const built = ['../build/server/index.js', '../build/server-main.js'].every((file) => existsSync(new URL(file, import.meta.url)));
if (!built) {
  console.log('Erster Start: baue die Anwendung …');
  execSync('npm run build', { stdio: 'inherit' });
}
