// npm run operator:password-hash          reads the password from standard input, prints ADMIN_PASSWORD_HASH
// printf '%s' 'geheim' | npm run -s operator:password-hash
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { hashOperatorPassword } from '#src/config/operator-password.server.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(`Aufruf: npm run -s operator:password-hash   (Passwort auf der Standardeingabe)
  Gibt den Wert für ADMIN_PASSWORD_HASH aus (scrypt$N$r$p$salt$key), für die Moderationsseite /betrieb/moderation/.
  Das Passwort wird nicht als Argument übergeben, damit es in keiner Shell-History und keiner Prozessliste steht.`);

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  // Echo off: readline writes what is typed to an output that keeps nothing.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stderr.write('Passwort: ');
  const answer = await rl.question('');
  rl.close();
  process.stderr.write('\n');
  return answer;
}

const password = await readPassword();
if (password.length < 12) {
  process.stderr.write('Das Passwort braucht mindestens 12 Zeichen.\n');
  process.exit(1);
}
process.stdout.write(`${await hashOperatorPassword(password)}\n`);
