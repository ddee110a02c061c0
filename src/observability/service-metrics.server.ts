/**
 * Gauges read from this process's services when Prometheus scrapes: how far the search index lags
 * behind the change feed, and the mail outbox's depth and oldest due message. The outbox lives in
 * the shared database, so every process reports the same value (merged with `max`).
 */
import type { DbHandle } from '../db/connect.server.ts';
import { maxChangeSeq } from '../repositories/listing-change.repository.ts';
import { outboxQueue } from '../repositories/outbox.repository.ts';
import type { SearchService } from '../search/search-service.server.ts';
import { gaugeOnScrape } from './metrics.server.ts';

export function observeServices({ db, search }: { db: DbHandle; search: SearchService }): void {
  gaugeOnScrape('search_index_feed_lag_changes', "Changes in listing_changes this process's search index has not applied yet", async () => {
    return Math.max(0, (await maxChangeSeq(db.db)) - search.feedStatus().position);
  });
  gaugeOnScrape('search_index_feed_age_seconds', "Seconds since this process's search index last read the change feed", () => {
    const last = search.feedStatus().lastPollOkAt;
    return last === null ? Number.NaN : (Date.now() - last.getTime()) / 1000;
  });
  const queue = () => outboxQueue(db.db, new Date().toISOString());
  gaugeOnScrape('outbox_queue_depth', 'Mails waiting for delivery (pending or being sent)', async () => (await queue()).depth);
  gaugeOnScrape('outbox_oldest_due_age_seconds', 'How long the oldest mail that is due has been waiting', async () => {
    const { oldestDueAt } = await queue();
    return oldestDueAt === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldestDueAt)) / 1000);
  });
}
