import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OutboxMessageTable } from '../db/schema.ts';

export type OutboxRow = Selectable<OutboxMessageTable>;
export type NewOutboxRow = Insertable<OutboxMessageTable>;

/** Inserts a message unless one with the same Message-ID exists (enqueueing is idempotent). */
export async function insertOutboxMessage(db: Kysely<Database>, row: NewOutboxRow): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values(row)
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute();
}

/** Ids of messages a worker may take now: due pending ones, and claims whose lease ran out. */
export async function findClaimableIds(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claim_expires_at', '<=', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one message for one worker: a conditional update that only one of several competing
 * workers (threads, processes, machines) can win. Returns the claimed row, or null when lost.
 */
export async function claimOutboxMessage(
  db: Kysely<Database>,
  id: number,
  claim: { token: string; workerId: string; now: string; leaseUntil: string },
): Promise<OutboxRow | null> {
  const result = await db
    .updateTable('outbox_messages')
    .set((eb) => ({
      status: 'sending',
      claim_token: claim.token,
      claimed_by: claim.workerId,
      claim_expires_at: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'sending'), eb('claim_expires_at', '<=', claim.now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('outbox_messages').selectAll().where('id', '=', id).where('claim_token', '=', claim.token).executeTakeFirst()) ?? null;
}

/** Marks a claimed message sent; false when the claim was lost meanwhile (lease expired and taken). */
export async function markOutboxSent(db: Kysely<Database>, id: number, token: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: now, claim_token: null, claim_expires_at: null, last_error: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed message back for a later attempt, or parks it as failed. */
export async function releaseOutboxMessage(
  db: Kysely<Database>,
  id: number,
  token: string,
  outcome: { status: 'pending' | 'failed'; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error.slice(0, 1000),
      claim_token: null,
      claim_expires_at: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

export async function countOutboxByStatus(db: Kysely<Database>): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: OutboxCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export async function listOutboxMessages(db: Kysely<Database>, filter: { kind?: string; recipient?: string } = {}): Promise<OutboxRow[]> {
  let q = db.selectFrom('outbox_messages').selectAll().orderBy('id');
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.recipient) q = q.where('recipient', '=', filter.recipient);
  return q.execute();
}

export interface OutboxQueue {
  depth: number;
  oldestDueAt: string | null;
}

/** Messages still to deliver (pending or being sent), and when the oldest one that is due now was due. */
export async function outboxQueue(db: Kysely<Database>, now: string): Promise<OutboxQueue> {
  const depth = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  const oldest = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return { depth: Number(depth?.n ?? 0), oldestDueAt: (oldest?.at as string | null | undefined) ?? null };
}
