import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#src/config/logger.server.ts';
import type { MailTransport, OutgoingMail } from '#src/mail/mail-transport.server.ts';
import { createMailTransport } from '#src/mail/mail-transport.server.ts';
import { createOutboxWorker } from '#src/outbox/outbox-worker.server.ts';
import { countOutboxByStatus, listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { DIALECTS } from '../support/test-databases.ts';
import { activeListing, enquiry, header, readEml, startMessaging, type MessagingHarness } from './messaging-support.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const silent = createLogger('silent');

/** A local SMTP server (npm smtp-server) that records every accepted message; `hold` keeps the next DATA unanswered. */
class TestSmtp {
  readonly accepted: { messageId: string | null; to: string[]; raw: string }[] = [];
  dataStarted = 0;
  hold = false;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        this.dataStarted++;
        const holdThis = this.hold;
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          // A held message is never answered with 250: the sender cannot know it arrived.
          if (holdThis) return;
          this.accepted.push({ messageId: header(raw, 'Message-ID'), to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    this.server.on('error', () => undefined);
  }

  listen(port = 0): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.server.address() as net.AddressInfo).port;
        resolve(this.port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

/** `npm run worker` as a real child process; its stderr is kept to explain a failure. */
function startWorkerProcess(h: MessagingHarness, smtpUrl: string): { child: ChildProcess; stderr: () => string } {
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: h.env.DATA_DIR,
      DATABASE_URL: h.env.DATABASE_URL ?? '',
      SMTP_URL: smtpUrl,
      SEED_LISTINGS: '0',
      LOG_LEVEL: 'error',
      OUTBOX_LEASE_SECONDS: '3',
      OUTBOX_POLL_MS: '200',
      PUBLIC_URL: h.env.PUBLIC_URL,
    },
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });
  return { child, stderr: () => stderr.slice(-2000) };
}

async function submitLead(h: MessagingHarness, email: string): Promise<string> {
  const listing = await activeListing(h, 'D');
  const res = await h.post('/vendor-contact-email', enquiry(listing.id, { emailaddress: email }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { payload: { data: { Identifier: string } } }).payload.data.Identifier;
}

describe.each(DIALECTS)('durable outbox on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps a message queued while SMTP is down and delivers it over real SMTP once it is back', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const identifier = await submitLead(h, 'smtp.down@example.at');
    let clock = new Date();
    const worker = createOutboxWorker({
      db: h.database.db,
      transport: createMailTransport({ smtpUrl, outboxDir: h.outboxDir, sendTimeoutMs: 5000 }),
      from: h.env.MAIL_FROM,
      logger: silent,
      leaseMs: 60_000,
      maxAttempts: 12,
      now: () => clock,
    });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [queued] = await listOutboxMessages(h.database.db, { kind: 'lead-seller' }).then((rows) => rows.filter((r) => r.message_id.includes(identifier)));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: not retried before its time, even if asked.
    expect(queued && queued.next_attempt_at > clock.toISOString()).toBe(true);
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const smtp = new TestSmtp();
    await smtp.listen(port);
    try {
      clock = new Date(clock.getTime() + 10 * 60_000);
      expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0]?.messageId).toBe(`<lead-${identifier}@gebrauchtwagen.at>`);
      const listing = await activeListing(h, 'D');
      expect(smtp.accepted[0]?.to).toEqual([listing.seller_email]);
      expect(header(smtp.accepted[0]?.raw ?? '', 'Reply-To')).toBe('smtp.down@example.at');
      const [sent] = (await listOutboxMessages(h.database.db, { kind: 'lead-seller' })).filter((r) => r.message_id.includes(identifier));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('sends nothing twice when a worker dies after handing the message over but before marking it', async () => {
    const identifier = await submitLead(h, 'crash.after.send@example.at');
    const filesBefore = new Set(h.emlFiles());
    const files = createMailTransport({ smtpUrl: undefined, outboxDir: h.outboxDir, sendTimeoutMs: 5000 });
    let sends = 0;
    // The first worker writes the .eml and then never returns: the process is gone before it can mark the row.
    const dying: MailTransport = {
      kind: 'file',
      async send(mail: OutgoingMail) {
        await files.send(mail);
        sends++;
        await new Promise(() => undefined);
      },
      close() {},
    };
    const start = new Date();
    const first = createOutboxWorker({
      db: h.database.db,
      transport: dying,
      from: h.env.MAIL_FROM,
      logger: silent,
      leaseMs: 60_000,
      maxAttempts: 12,
      now: () => start,
    });
    void first.deliverDue();
    await waitFor(() => sends === 1);
    const [claimed] = (await listOutboxMessages(h.database.db)).filter((r) => r.message_id.includes(identifier));
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });

    // Another worker takes over once the lease ran out and delivers again with the same Message-ID.
    const later = new Date(start.getTime() + 61_000);
    const second = createOutboxWorker({
      db: h.database.db,
      transport: files,
      from: h.env.MAIL_FROM,
      logger: silent,
      leaseMs: 60_000,
      maxAttempts: 12,
      now: () => later,
    });
    expect(await second.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const newFiles = h.emlFiles().filter((f) => !filesBefore.has(f));
    expect(newFiles).toHaveLength(1);
    expect(header(readEml(h, newFiles[0] as string), 'Message-ID')).toBe(`<lead-${identifier}@gebrauchtwagen.at>`);
    const [done] = (await listOutboxMessages(h.database.db)).filter((r) => r.message_id.includes(identifier));
    expect(done).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never delivers a message twice when several workers run at once', async () => {
    for (let i = 0; i < 12; i++) await submitLead(h, `parallel${i}@example.at`);
    const filesBefore = h.emlFiles().length;
    const files = createMailTransport({ smtpUrl: undefined, outboxDir: h.outboxDir, sendTimeoutMs: 5000 });
    const delivered: string[] = [];
    const counting: MailTransport = {
      kind: 'file',
      async send(mail) {
        delivered.push(mail.messageId);
        await files.send(mail);
      },
      close() {},
    };
    const workers = Array.from({ length: 3 }, () =>
      createOutboxWorker({ db: h.database.db, transport: counting, from: h.env.MAIL_FROM, logger: silent, leaseMs: 60_000, maxAttempts: 12, batchSize: 4 }),
    );
    const reports = await Promise.all(workers.map((w) => w.deliverDue()));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered).size).toBe(12);
    expect(h.emlFiles().length - filesBefore).toBe(12);
    expect(await countOutboxByStatus(h.database.db)).toMatchObject({ pending: 0, sending: 0 });
  });

  it('a worker process killed mid-delivery loses nothing and a restarted one sends exactly once', async () => {
    const smtp = new TestSmtp();
    await smtp.listen();
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const children: ChildProcess[] = [];
    // Generous waits: each child process compiles and loads the app (several seconds on a busy machine).
    const waitForWorker = async (worker: { child: ChildProcess; stderr: () => string }, check: () => boolean | Promise<boolean>) => {
      try {
        await waitFor(check, 90_000);
      } catch (error) {
        throw new Error(`worker process (exit ${String(worker.child.exitCode)}): ${worker.stderr()}`, { cause: error });
      }
    };
    try {
      const identifier = await submitLead(h, 'killed.worker@example.at');
      smtp.hold = true;
      const first = startWorkerProcess(h, smtpUrl);
      children.push(first.child);
      await waitForWorker(first, () => smtp.dataStarted >= 1);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const [stuck] = (await listOutboxMessages(h.database.db)).filter((r) => r.message_id.includes(identifier));
      expect(stuck).toMatchObject({ status: 'sending', attempts: 1 });
      expect(smtp.accepted).toHaveLength(0);

      smtp.hold = false;
      const second = startWorkerProcess(h, smtpUrl);
      children.push(second.child);
      await waitForWorker(second, async () => {
        const [row] = (await listOutboxMessages(h.database.db)).filter((r) => r.message_id.includes(identifier));
        return row?.status === 'sent';
      });
      // The worker stops gracefully (its runs finish first): whatever it would have sent twice is sent by now.
      second.child.kill('SIGTERM');
      expect(await new Promise((resolve) => second.child.once('exit', resolve))).toBe(0);
      const forThisLead = smtp.accepted.filter((m) => m.messageId === `<lead-${identifier}@gebrauchtwagen.at>`);
      expect(forThisLead).toHaveLength(1);
      const [row] = (await listOutboxMessages(h.database.db)).filter((r) => r.message_id.includes(identifier));
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await smtp.close();
    }
  }, 240_000);
});

describe('file outbox', () => {
  it('names files after the Message-ID so a retry overwrites instead of adding', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-outbox-'));
    try {
      const transport = createMailTransport({ smtpUrl: undefined, outboxDir: dir, sendTimeoutMs: 1000 });
      const mail: OutgoingMail = {
        messageId: '<lead-abc@gebrauchtwagen.at>',
        from: 'Gebrauchtwagen.at <noreply@gebrauchtwagen.at>',
        to: 'seller@example.at',
        replyTo: null,
        subject: 'Grüße aus Wien',
        html: '<p>Hallo</p>',
        text: 'Hallo',
        headers: {},
        date: new Date('2026-11-21T10:15:00Z'),
      };
      await transport.send(mail);
      await transport.send(mail);
      expect(fs.readdirSync(dir)).toEqual(['20261121T101500Z-lead-abc.eml']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)('background jobs inside the server process on %s', (dialect) => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging(dialect, { BACKGROUND_JOBS: 'inline', OUTBOX_POLL_MS: '60000' }, 100);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('delivers a new lead at once, without waiting for the next poll', async () => {
    expect(h.services.backgroundJobs).not.toBeNull();
    const identifier = await submitLead(h, 'inline.worker@example.at');
    await waitFor(() => h.emlFiles().some((f) => header(readEml(h, f), 'Message-ID') === `<lead-${identifier}@gebrauchtwagen.at>`), 5000);
    // The mail file is written before its row is marked sent: the mark follows within the same delivery.
    const status = async () => (await listOutboxMessages(h.database.db)).find((r) => r.message_id.includes(identifier))?.status;
    await expect.poll(status).toBe('sent');
  });
});
