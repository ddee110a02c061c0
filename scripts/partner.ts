// npm run partner -- create NAME [--sellers 1,2]   issue a key (the partner is created if new); printed once
// npm run partner -- list                          partners, key prefixes and their sellers
// npm run partner -- revoke KEY_PREFIX             revoke keys by the prefix shown in `list`
import { parseArgs } from 'node:util';
import { loadEnv } from '#src/config/env.server.ts';
import { connectDatabase } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { issuePartnerKey, revokePartnerKeys } from '#src/ingestion/partner-keys.server.ts';
import { parseSellerId } from '#src/ingestion/seller-id.ts';
import { listPartners } from '#src/repositories/partner.repository.ts';
import { answerHelp } from './cli-help.ts';

const USAGE = 'Aufruf: npm run partner -- create NAME [--sellers 1,2] | list | revoke SCHLÜSSEL_PRÄFIX';
answerHelp(USAGE);
const { values, positionals } = parseArgs({ allowPositionals: true, options: { sellers: { type: 'string' } } });
const [command, argument] = positionals;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

const sellerIds = (values.sellers ?? '')
  .split(',')
  .filter((s) => s.trim() !== '')
  .map((text) => parseSellerId(text) ?? fail(`Ungültige Verkäufer-ID (in Ziffern erwartet): ${text}`));

const env = loadEnv();
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile, poolSize: 1 });
try {
  await migrateToLatest(handle);
  if (command === 'create' && argument && argument.trim() !== '') {
    const issued = await issuePartnerKey(handle.db, argument.trim(), sellerIds, new Date()).catch((error: unknown) =>
      fail(String(error instanceof Error ? error.message : error)),
    );
    process.stderr.write(
      `${issued.partnerCreated ? 'Partner angelegt' : 'Partner existiert bereits, neuer Schlüssel'}: ${argument.trim()} (id ${issued.partnerId})\n`,
    );
    if (sellerIds.length > 0) process.stderr.write(`Darf schreiben: Verkäufer ${sellerIds.join(', ')} (Referenz = Verkäufer-ID)\n`);
    process.stderr.write('API-Schlüssel (wird nur jetzt angezeigt, gespeichert ist nur sein Hash):\n');
    process.stdout.write(`${issued.key}\n`);
  } else if (command === 'list') {
    for (const p of await listPartners(handle.db)) {
      process.stdout.write(`${p.name} (id ${p.id}, seit ${p.created_at.slice(0, 10)})\n`);
      for (const k of p.keys) process.stdout.write(`  Schlüssel ${k.key_prefix}…  ${k.revoked_at ? `widerrufen ${k.revoked_at.slice(0, 10)}` : 'aktiv'}\n`);
      process.stdout.write(
        `  Verkäufer: ${p.sellers.map((s) => `${s.seller_id}${s.seller_reference === String(s.seller_id) ? '' : ` (Ref. ${s.seller_reference})`}`).join(', ') || '–'}\n`,
      );
    }
  } else if (command === 'revoke' && argument) {
    const count = await revokePartnerKeys(handle.db, argument, new Date());
    if (count === 0) fail(`Kein aktiver Schlüssel mit dem Präfix ${argument}`);
    process.stdout.write(`${count} Schlüssel widerrufen\n`);
  } else {
    fail('Unbekannter Befehl.');
  }
} finally {
  await handle.close();
}
