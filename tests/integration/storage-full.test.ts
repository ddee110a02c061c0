/**
 * Issue 24 point 5: storage that takes no write. A read-only database (SQLite `query_only`, PostgreSQL
 * `default_transaction_read_only`: what a full or read-only data folder does to every write) answers
 * 503 with Retry-After on every write path — lead, search agent, price alert, fraud report, partner API
 * — and the same requests succeed once it takes writes again, without a restart. The file outbox on a
 * full disk (ENOSPC injected into its write) leaves no temp file and keeps the mail for later.
 */
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#src/config/logger.server.ts';
import { databaseOf } from '#src/create-services.server.ts';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { createMailTransport } from '#src/mail/mail-transport.server.ts';
import { createOutboxWorker } from '#src/outbox/outbox-worker.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { carPayload } from '../support/ingest-harness.ts';
import { createPageAppHarness, PAGE_ORIGIN, type PageAppHarness } from '../support/page-app-harness.ts';
import { DIALECTS, PG_ADMIN_URL } from '../support/test-databases.ts';
import { enquiry } from './messaging-support.ts';

describe.each(DIALECTS)('storage that takes no write on %s', (dialect) => {
  let h: PageAppHarness;
  let key = '';
  let car = { id: 0 };
  beforeAll(async () => {
    h = await createPageAppHarness(dialect, { listings: 60 });
    key = (await issuePartnerKey(h.t.handle.db, 'Speichertest', [1], new Date())).key;
    const put = await h.request('/api/ingest/sellers/1/listings/DISK-1', {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(carPayload({ price: 20_000 })),
    });
    expect(put.status).toBe(201);
    car = await h.t.handle.db.selectFrom('listings').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await h?.close();
  });

  async function readOnly(on: boolean): Promise<void> {
    if (dialect === 'sqlite') {
      await sql.raw(`pragma query_only = ${on ? 1 : 0}`).execute(databaseOf(h.services).db);
      return;
    }
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const name = new URL(h.t.databaseUrl ?? '').pathname.slice(1);
    try {
      await admin.query(`alter database ${name} set default_transaction_read_only = ${on ? 'on' : 'off'}`);
      // Sessions read the setting when they start: the pool opens new ones.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    } finally {
      await admin.end();
    }
  }

  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN }, body: JSON.stringify(body) });
  const writes = (n: number): [string, () => Promise<Response>][] => [
    ['lead', () => h.request('/api/vendor-contact-email', json(enquiry(car.id, { emailaddress: `voll-${n}@example.at` })))],
    [
      'search agent',
      () => h.request('/api/search-subscription/subscribe', json({ mail: `voll-${n}@example.at`, searchString: `make=74&priceto=${10_000 + n}` })),
    ],
    [
      'fraud report',
      () =>
        h.request(
          '/api/fraud',
          json({
            articleId: 1111,
            reasonId: 'F',
            comment: 'Der Verkäufer verlangt eine Anzahlung per Western Union.',
            email: `voll-${n}@example.at`,
            listingGuid: car.id,
            firstName: 'Vorname',
            lastName: 'Nachname',
          }),
        ),
    ],
    [
      'price alert',
      () =>
        h.request('/preisalarm/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGE_ORIGIN },
          body: new URLSearchParams({ mail: `voll-${n}@example.at`, listingIds: String(car.id), frequency: 'instant' }).toString(),
          redirect: 'manual',
        }),
    ],
    [
      'partner price change',
      () =>
        h.request('/api/ingest/sellers/1/listings/DISK-1', {
          method: 'PUT',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(carPayload({ price: 20_000 - n })),
        }),
    ],
  ];

  it('answers 503 with Retry-After on every write path, and the same writes work again by themselves', async () => {
    await readOnly(true);
    try {
      for (const [label, write] of writes(1)) {
        const res = await write();
        expect(res.status, label).toBe(503);
        expect(res.headers.get('retry-after'), label).not.toBeNull();
      }
    } finally {
      await readOnly(false);
    }
    for (const [label, write] of writes(2)) {
      await expect
        .poll(async () => `${label}: ${(await write()).status < 400 ? 'taken' : 'refused'}`, { timeout: 10_000, interval: 200 })
        .toBe(`${label}: taken`);
    }
  });

  it('a full disk under the file outbox leaves no temp file and keeps the mail until space is back', async () => {
    const db = databaseOf(h.services).db;
    const outboxDir = path.join(h.t.dataDir, 'outbox-full-test');
    const transport = createMailTransport({ outboxDir, smtpUrl: undefined, sendTimeoutMs: 5000 });
    const messageId = await h.services.outbox.enqueue(
      db,
      { kind: 'fraud-notice', key: `disk-full-${dialect}`, to: 'ops@example.at', mail: { subject: 'Test', html: '<p>Test</p>', text: 'Test' } },
      new Date(),
    );
    // The disk fills mid-write: part of the file is written, then ENOSPC.
    const full = vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (file) => {
      fs.writeFileSync(String(file), '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const worker = createOutboxWorker({ db, transport, from: 'test@example.at', logger: createLogger('silent'), leaseMs: 60_000, maxAttempts: 1 });
    try {
      expect(await worker.deliverDue()).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      full.mockRestore();
    }
    expect(fs.readdirSync(outboxDir)).toEqual([]);
    const kept = (await listOutboxMessages(db)).find((r) => r.message_id === messageId);
    expect(kept?.status).toBe('pending');
    // Space is back: the next run (once the retry is due) writes exactly one file.
    await db
      .updateTable('outbox_messages')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await worker.deliverDue();
    expect((await listOutboxMessages(db)).find((r) => r.message_id === messageId)?.status).toBe('sent');
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).length).toBeGreaterThan(0);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    transport.close();
  });
});
