import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect.server.ts';
import { realType, withSerialId } from './column-types.ts';

/**
 * Messages and background jobs: the durable mail outbox, rate-limit counters, automatch requests and
 * contacted dealers, search-agent extras, fraud review flags, the call-tracking number pool and the
 * job-run ledger. Automatch rows belong to their lead and a review flag to its listing (cascading
 * deletes, so the seed's reset clears them too); nothing else references listings or sellers, so
 * mails and logs outlive a deleted listing.
 */
export function messagesSchema(dialect: DialectName): Migration {
  const real = realType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withSerialId(dialect, db.schema.createTable('outbox_messages'))
        // Stable RFC 5322 Message-ID: a retried delivery carries the same id, so receivers can drop a duplicate.
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('headers', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('claim_expires_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_messages_due').on('outbox_messages').columns(['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_start').execute();

      // A client retrying the same submit (same leadId) must not create a second lead or mail.
      await db.schema.createIndex('leads_lead_id_unique').on('leads').column('lead_id').unique().execute();
      await db.schema.createIndex('leads_listing').on('leads').column('listing_id').execute();

      await withSerialId(dialect, db.schema.createTable('automatch_requests'))
        .addColumn('lead_id', 'integer', (c) => c.notNull().unique().references('leads.id').onDelete('cascade'))
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claim_expires_at', 'text')
        .addColumn('dealers_contacted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('processed_at', 'text')
        .execute();
      await db.schema.createIndex('automatch_requests_due').on('automatch_requests').columns(['status', 'due_at']).execute();
      await withSerialId(dialect, db.schema.createTable('automatch_contacts'))
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('dealer_id', 'integer', (c) => c.notNull())
        .addColumn('matched_listing_id', 'integer', (c) => c.notNull())
        .addColumn('similar_cars', 'integer', (c) => c.notNull())
        .addColumn('distance_km', real)
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('automatch_contacts_lead_dealer', ['lead_id', 'dealer_id'])
        .execute();

      await db.schema
        .alterTable('search_subscriptions')
        .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('daily'))
        .execute();
      // Listings created up to this instant have been considered for this subscription.
      await db.schema.alterTable('search_subscriptions').addColumn('seen_until', 'text').execute();
      await db.schema.createIndex('search_subscriptions_email_search').on('search_subscriptions').columns(['email', 'search_string']).unique().execute();
      // The price each mailed car had, so a later run can report a price drop (watched searches).
      await db.schema
        .createTable('search_agent_prices')
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('search_subscriptions.id').onDelete('cascade'))
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_agent_prices_pk', ['subscription_id', 'listing_id'])
        .execute();
      // After an unsubscribe only this remains (no e-mail address), so a second click still lands on the right search.
      await db.schema
        .createTable('search_agent_tombstones')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('search_string', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createIndex('fraud_reports_listing').on('fraud_reports').columns(['listing_id', 'status']).execute();
      await db.schema
        .createTable('listing_review_flags')
        .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('report_count', 'integer', (c) => c.notNull())
        .addColumn('flagged_at', 'text', (c) => c.notNull())
        .addColumn('cleared_at', 'text')
        .execute();

      await db.schema
        .createTable('call_tracking_numbers')
        .addColumn('raw', 'text', (c) => c.primaryKey())
        .addColumn('formatted', 'text', (c) => c.notNull())
        // 0 once the number left the configured pool: kept for the reveal log, never assigned again.
        .addColumn('in_pool', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('listing_id', 'integer')
        .addColumn('seller_id', 'integer')
        .addColumn('assigned_at', 'text')
        .addColumn('expires_at', 'text')
        .addUniqueConstraint('call_tracking_numbers_assignee', ['listing_id', 'seller_id'])
        .execute();
      await withSerialId(dialect, db.schema.createTable('call_tracking_reveals'))
        .addColumn('number_raw', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer')
        .addColumn('seller_id', 'integer', (c) => c.notNull())
        .addColumn('request_origin', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('run_key', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'run_key'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'job_runs',
        'call_tracking_reveals',
        'call_tracking_numbers',
        'listing_review_flags',
        'search_agent_tombstones',
        'search_agent_prices',
        'automatch_contacts',
        'automatch_requests',
        'rate_limit_hits',
        'outbox_messages',
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
      await db.schema.dropIndex('fraud_reports_listing').ifExists().execute();
      await db.schema.dropIndex('search_subscriptions_email_search').ifExists().execute();
      await db.schema.alterTable('search_subscriptions').dropColumn('seen_until').execute();
      await db.schema.alterTable('search_subscriptions').dropColumn('frequency').execute();
      await db.schema.dropIndex('leads_listing').ifExists().execute();
      await db.schema.dropIndex('leads_lead_id_unique').ifExists().execute();
    },
  };
}
