import type { Env } from '../config/env.server.ts';
import type { Logger } from '../config/logger.server.ts';
import type { DbHandle } from '../db/connect.server.ts';
import { finishJobRun, tryStartJobRun } from '../repositories/job-run.repository.ts';
import { dueDailyRun } from '../search-agent/agent-schedule.ts';
import { INDEX_LAG_MS } from '../search-agent/search-agent.server.ts';
import type { PricingService } from '../pricing/pricing-service.server.ts';
import { createRatingThread } from '../pricing/rating-thread-runner.server.ts';
import type { MessagingServices } from './messaging-services.server.ts';
import { startPeriodicTask, type PeriodicTask } from './periodic-task.ts';
import type { DemoPhotos } from '../images/demo-photos.server.ts';
import { createFirstPhotoDrawer } from '../images/first-photo-drawer.server.ts';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

const MINUTE = 60_000;
/** A daily run whose process died is taken over after this long. */
const STALE_RUN_MS = 30 * MINUTE;
export const DAILY_AGENT_JOB = 'search-agent-daily';
export const DAILY_PRICING_JOB = 'price-ratings-daily';
export const DAILY_VALUE_ALERT_JOB = 'value-alerts-daily';
/** Pause between two steps of drawing first photos (src/images/first-photo-drawer.server.ts). */
const FIRST_PHOTO_STEP_MS = 2000;
/** Price ratings follow the change feed this often, so a price change is rated again well within a minute. */
const PRICING_POLL_MS = 5000;

/**
 * Runs the daily search-agent job if it is due (Europe/Vienna hour reached, not yet run today by
 * any process). The cutoff is the scheduled hour, so a rerun after a crash mails nothing twice.
 */
export async function runDailyAgentIfDue(messaging: MessagingServices, db: DbHandle, hour: number, now: Date): Promise<boolean> {
  const due = dueDailyRun(now, hour);
  // Give the search index a moment to include cars created just before the hour.
  if (!due || now.getTime() < due.cutoff.getTime() + INDEX_LAG_MS) return false;
  if (!(await tryStartJobRun(db.db, DAILY_AGENT_JOB, due.key, now.toISOString(), new Date(now.getTime() - STALE_RUN_MS).toISOString()))) return false;
  await messaging.searchAgent.runDigests('daily', due.cutoff);
  await finishJobRun(db.db, DAILY_AGENT_JOB, due.key, new Date().toISOString());
  return true;
}

/**
 * Values every confirmed 'Wertalarm' again once a day, at the search agent's hour (Europe/Vienna),
 * in one process; a rerun the same day mails nothing twice (one mail key per alert and day).
 */
export async function runDailyValueAlertsIfDue(messaging: MessagingServices, db: DbHandle, hour: number, now: Date): Promise<boolean> {
  const due = dueDailyRun(now, hour);
  if (!due) return false;
  if (!(await tryStartJobRun(db.db, DAILY_VALUE_ALERT_JOB, due.key, now.toISOString(), new Date(now.getTime() - STALE_RUN_MS).toISOString()))) return false;
  await messaging.valueAlerts.runDue();
  await finishJobRun(db.db, DAILY_VALUE_ALERT_JOB, due.key, new Date().toISOString());
  return true;
}

/** A full rating computation younger than this (e.g. the first start's) makes the day's run unnecessary. */
const FRESH_FULL_RATING_MS = 20 * 60 * MINUTE;

/**
 * Rates every car again once a day (one process per Europe/Vienna date), so the learnt adjustments
 * follow the inventory and 'So bewerten wir Preise' gets a new evaluation; skipped while a full
 * computation is fresh (its evaluation is made here if missing).
 */
export async function runDailyPricingIfDue(
  pricing: Pick<PricingService, 'ensureEvaluation' | 'lastFullComputation' | 'recomputeAll'>,
  db: DbHandle,
  now: Date,
): Promise<boolean> {
  await pricing.ensureEvaluation();
  const last = await pricing.lastFullComputation();
  if (last !== null && now.getTime() - Date.parse(last) < FRESH_FULL_RATING_MS) return false;
  const key = now.toLocaleDateString('en-CA', { timeZone: 'Europe/Vienna' });
  if (!(await tryStartJobRun(db.db, DAILY_PRICING_JOB, key, now.toISOString(), new Date(now.getTime() - STALE_RUN_MS).toISOString()))) return false;
  await pricing.recomputeAll();
  await finishJobRun(db.db, DAILY_PRICING_JOB, key, new Date().toISOString());
  return true;
}

/**
 * The worker: mail delivery (woken at once when a message is queued in this process, otherwise
 * polling), automatch, the search agent (daily and instant), price alerts on saved cars, the end of cars nobody
 * confirmed and the question to private sellers (hourly), 'Wertalarm' (daily), price ratings (following the change
 * feed, and all again daily), the demo cars' first photos and rate-limit housekeeping. Every task
 * is safe to run in several processes at once: work is claimed in the database.
 */
export function startBackgroundJobs(
  messaging: MessagingServices,
  options: { env: Env; db: DbHandle; logger: Logger; pricing: PricingService; photos: DemoPhotos; now?: () => Date },
): BackgroundJobs {
  const { env, db, logger, pricing, photos } = options;
  const now = options.now ?? (() => new Date());
  const tasks: PeriodicTask[] = [];
  const delivery = startPeriodicTask('outbox', () => messaging.mailer.worker.deliverDue(), env.OUTBOX_POLL_MS, logger);
  tasks.push(delivery);
  const unsubscribe = messaging.outbox.onEnqueued(() => delivery.trigger());
  tasks.push(startPeriodicTask('automatch', () => messaging.automatch.runDue(), MINUTE, logger));
  tasks.push(startPeriodicTask('search-agent-daily', () => runDailyAgentIfDue(messaging, db, env.SEARCH_AGENT_HOUR, now()), MINUTE, logger));
  tasks.push(
    startPeriodicTask(
      'search-agent-instant',
      () => messaging.searchAgent.runDigests('instant', new Date(now().getTime() - INDEX_LAG_MS)),
      env.SEARCH_AGENT_INSTANT_MINUTES * MINUTE,
      logger,
    ),
  );
  // Price alerts on saved cars: a drop is mailed within a minute (at most once per car and day).
  tasks.push(startPeriodicTask('price-alerts', () => messaging.priceAlerts.runDue(), MINUTE, logger));
  // No dead ads (issue 37 point 3): a car due to end ends within the hour; a question goes out within the hour it is due.
  tasks.push(startPeriodicTask('listing-confirmations', () => messaging.listingConfirmation.runDue(), 60 * MINUTE, logger));
  tasks.push(startPeriodicTask('value-alerts-daily', () => runDailyValueAlertsIfDue(messaging, db, env.SEARCH_AGENT_HOUR, now()), MINUTE, logger));
  // The rating work runs in a thread of its own: this process may be serving pages (issue 24 point 4).
  const ratingThread = createRatingThread(env);
  const threaded = {
    ensureEvaluation: () => ratingThread.run('first-evaluation'),
    recomputeAll: () => ratingThread.run('all'),
    lastFullComputation: () => pricing.lastFullComputation(),
  };
  tasks.push(startPeriodicTask('price-ratings', () => ratingThread.run('pending'), PRICING_POLL_MS, logger));
  tasks.push(startPeriodicTask('price-ratings-daily', () => runDailyPricingIfDue(threaded, db, now()), 60 * MINUTE, logger));
  // The first photo of every demo car, drawn ahead so no page view waits for it (issue 30 point 4).
  // A step draws ~2 s and the next comes 2 s after it: about half a core, the rest stays with the requests.
  if (env.FIRST_PHOTO_MB > 0) {
    const drawer = createFirstPhotoDrawer({ db: db.db, photos, now: () => now().getTime() });
    tasks.push(startPeriodicTask('first-photos', () => drawer.step(), FIRST_PHOTO_STEP_MS, logger));
  }
  tasks.push(startPeriodicTask('rate-limit-prune', () => messaging.rateLimiter.prune(now()), 60 * MINUTE, logger));
  logger.info(
    { worker: messaging.mailer.worker.workerId, transport: messaging.mailer.transport.kind, agentHour: env.SEARCH_AGENT_HOUR },
    'background jobs started',
  );
  return {
    async stop() {
      unsubscribe();
      await Promise.all(tasks.map((t) => t.stop()));
      await ratingThread.close();
    },
  };
}
