// Mail-delivery fault drill (issue 15 point 14), on SQLite and PostgreSQL: queue messages, run the
// worker (scripts/worker.ts) as a child process against a real SMTP server (npm smtp-server) on
// loopback, kill -9 it in the middle of delivering, restart it, and count what the server received.
// Expected: nothing lost; a message delivered twice only if its SMTP acceptance raced the kill
// (accepted, but the worker died before its sent mark was written). See docs/mail-delivery.md.
//
//   tsx scripts/drill/mail-delivery.ts [--messages 300] [--kills 3] [--dialect sqlite|postgres|both]
//
// PostgreSQL: a throw-away database is created through DRILL_PG_URL (default the local server).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { connectDatabase, type DialectName } from '#src/db/connect.server.ts';
import { migrateToLatest } from '#src/db/migrate.server.ts';
import { createOutbox } from '#src/outbox/outbox.server.ts';
import { listOutboxMessages } from '#src/repositories/outbox.repository.ts';
import { seedIfEmpty } from '#src/seed/seed-database.server.ts';
import { answerHelp } from '../cli-help.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface MailDrillOptions {
  dialect: DialectName;
  messages: number;
  /** how many times the worker is killed with SIGKILL while it delivers */
  kills: number;
  /** PostgreSQL server to create the throw-away database on */
  pgAdminUrl?: string;
  log?: (line: string) => void;
}

export interface MailDrillResult {
  dialect: DialectName;
  enqueued: number;
  /** distinct messages the SMTP server accepted */
  delivered: number;
  /** all acceptances, repeats included */
  deliveries: number;
  kills: number;
  /** Message-IDs never accepted */
  lost: string[];
  /** Message-IDs accepted more than once */
  duplicates: string[];
  /** Message-IDs accepted but not yet marked sent when the worker died: the race a repeat may come from */
  raced: string[];
  /**
   * Message-IDs whose send the worker gave up on at its own timeout and queued again: when the server
   * had accepted it just before, the repeat is the same race as a kill's (a loaded machine shows it).
   */
  timedOut: string[];
  seconds: number;
}

/** The SMTP side: counts acceptances per Message-ID and tells the drill about each one. */
function startSmtp(onAccepted: () => void) {
  const accepted = new Map<string, number>();
  let total = 0;
  const openSessions = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(session, callback) {
      openSessions.add(session.id);
      callback();
    },
    onClose(session) {
      openSessions.delete(session.id);
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `unknown-${randomUUID()}`;
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        total++;
        callback();
        onAccepted();
      });
    },
  });
  server.on('error', () => undefined);
  return {
    accepted,
    total: () => total,
    /** No client connected: everything a (killed) worker had sent has been read and counted. */
    idle: () => openSessions.size === 0,
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A JSON log line of the worker, or null for anything else. */
function parseLogLine(line: string): { msg?: string; err?: string; messageId?: string } | null {
  try {
    return JSON.parse(line) as { msg?: string; err?: string; messageId?: string };
  } catch {
    return null;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`mail drill: ${what()}`);
}

export async function runMailDeliveryDrill(options: MailDrillOptions): Promise<MailDrillResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-mail-drill-'));
  let databaseUrl: string | undefined;
  let dbName = '';
  const adminUrl = options.pgAdminUrl ?? DEFAULT_PG_URL;
  if (options.dialect === 'postgres') {
    dbName = `gw_drill_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const handle = connectDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'marketplace.sqlite'), poolSize: 2 });
  const children = new Set<ChildProcess>();
  let wakeOnAcceptance: (() => void) | null = null;
  const smtp = startSmtp(() => wakeOnAcceptance?.());
  try {
    await migrateToLatest(handle);
    // Reference data only, so the worker's start finds a database that is not empty and seeds nothing.
    await seedIfEmpty(handle, { listings: 0, seed: 1 });
    const outbox = createOutbox({ from: 'Mail-Drill <noreply@drill.example>' });
    const ids: string[] = [];
    const now = new Date();
    for (let i = 0; i < options.messages; i++) {
      ids.push(
        await outbox.enqueue(
          handle.db,
          {
            kind: 'fraud-notice',
            key: `drill-${i}`,
            to: `empfaenger${i}@drill.example`,
            mail: { subject: `Drill ${i}`, html: `<p>Nachricht ${i}</p>`, text: `Nachricht ${i}` },
          },
          now,
        ),
      );
    }
    const port = await smtp.listen();

    const timedOut = new Set<string>();
    const startWorker = () => {
      let stderr = '';
      let stdout = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          SEED_LISTINGS: '0',
          // Warnings name each send given up at the timeout (see timedOut).
          LOG_LEVEL: 'warn',
          // A short lease so the restarted worker takes over the killed one's claim within seconds.
          OUTBOX_LEASE_SECONDS: '2',
          OUTBOX_POLL_MS: '100',
        },
      });
      children.add(child);
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        const lines = (stdout + chunk).split('\n');
        stdout = lines.pop() ?? '';
        for (const line of lines) {
          const entry = parseLogLine(line);
          if (entry?.msg === 'mail delivery failed, will retry' && /timed? ?out/i.test(entry.err ?? '') && entry.messageId) timedOut.add(entry.messageId);
        }
      });
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-2000);
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      return { child, exited, stderr: () => stderr };
    };

    const raced = new Set<string>();
    for (let kill = 1; kill <= options.kills; kill++) {
      const worker = startWorker();
      const target = Math.floor((options.messages * kill) / (options.kills + 1));
      // Killed at a random moment shortly after an acceptance: sometimes before the worker read the
      // server's 250 (the race), sometimes while it sends the next message.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`mail drill: no delivery ${target} in 120 s (${worker.stderr()})`)), 120_000);
        wakeOnAcceptance = () => {
          if (smtp.total() < target) return;
          wakeOnAcceptance = null;
          clearTimeout(timer);
          setTimeout(
            () => {
              worker.child.kill('SIGKILL');
              resolve();
            },
            randomInt(0, 4),
          );
        };
        wakeOnAcceptance();
      });
      await worker.exited;
      // Bytes the worker wrote before it died may still be in flight: count them before classifying.
      await until(
        () => smtp.idle(),
        30_000,
        () => "the killed worker's SMTP session never closed",
      );
      const claimed = (await listOutboxMessages(handle.db)).filter((r) => r.status === 'sending');
      for (const row of claimed) if (smtp.accepted.has(row.message_id)) raced.add(row.message_id);
      log(
        `${options.dialect}: kill ${kill} after ${smtp.total()} acceptances; ${claimed.length} claimed, ${claimed.filter((r) => smtp.accepted.has(r.message_id)).length} of them already accepted`,
      );
    }

    const last = startWorker();
    await until(
      async () => (await listOutboxMessages(handle.db)).every((r) => r.status === 'sent'),
      180_000,
      () => `messages not all sent after the last restart (${last.stderr()})`,
    );
    last.child.kill('SIGTERM');
    await last.exited;
    // A late repeat would still be on its way: count once every session has closed.
    await until(
      () => smtp.idle(),
      30_000,
      () => "the last worker's SMTP session never closed",
    );

    const duplicates = [...smtp.accepted].filter(([, n]) => n > 1).map(([id]) => id);
    const result: MailDrillResult = {
      dialect: options.dialect,
      enqueued: ids.length,
      delivered: ids.filter((id) => smtp.accepted.has(id)).length,
      deliveries: smtp.total(),
      kills: options.kills,
      lost: ids.filter((id) => !smtp.accepted.has(id)),
      duplicates,
      raced: [...raced],
      timedOut: [...timedOut],
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    return result;
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp.close();
    await handle.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pgReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { messages: { type: 'string', default: '300' }, kills: { type: 'string', default: '3' }, dialect: { type: 'string', default: 'both' } },
  });
  const messages = Number(values.messages);
  const kills = Number(values.kills);
  if (
    !Number.isInteger(messages) ||
    messages < 10 ||
    !Number.isInteger(kills) ||
    kills < 1 ||
    kills >= messages ||
    !['sqlite', 'postgres', 'both'].includes(values.dialect)
  ) {
    console.error('usage: tsx scripts/drill/mail-delivery.ts [--messages N≥10] [--kills K≥1] [--dialect sqlite|postgres|both]');
    return 2;
  }
  const pgUrl = process.env.DRILL_PG_URL ?? DEFAULT_PG_URL;
  const dialects: DialectName[] = values.dialect === 'both' ? ['sqlite', 'postgres'] : [values.dialect as DialectName];
  let failed = false;
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !(await pgReachable(pgUrl))) {
      console.log(`postgres: skipped, no server at ${new URL(pgUrl).host} (set DRILL_PG_URL)`);
      if (values.dialect === 'postgres') return 1;
      continue;
    }
    const r = await runMailDeliveryDrill({ dialect, messages, kills, pgAdminUrl: pgUrl, log: (line) => console.log(`  ${line}`) });
    const unexplained = r.duplicates.filter((id) => !r.raced.includes(id) && !r.timedOut.includes(id));
    console.log(
      `${dialect}: ${r.enqueued} queued, ${r.delivered} delivered (${r.deliveries} acceptances), ${r.kills} kills, ` +
        `${r.lost.length} lost, ${r.duplicates.length} duplicated (${r.raced.length} acceptances raced a kill, ${r.timedOut.length} sends timed out, ` +
        `${unexplained.length} duplicates without a race), ${r.seconds} s`,
    );
    if (r.lost.length > 0 || unexplained.length > 0) failed = true;
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  answerHelp(
    'Aufruf: tsx scripts/drill/mail-delivery.ts [--messages 300] [--kills 3] [--dialect sqlite|postgres|both]\n  Störungsübung Mailversand: den Worker mitten im Senden mit kill -9 beenden und zählen, was ankam (docs/mail-delivery.md).',
  );
  process.exitCode = await main();
}
