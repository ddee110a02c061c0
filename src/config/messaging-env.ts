import { z } from 'zod';
import { parseTrustedProxies } from './trusted-proxies.ts';

/** 'true'/'1'/'on' or 'false'/'0'/'off' (z.coerce.boolean would read 'false' as true). */
const onOff = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'on');

/** A demo pool of 40 toll-free tracker numbers; production sets CALL_TRACKING_POOL. */
const DEMO_TRACKER_POOL = Array.from({ length: 40 }, (_, i) => `+43 800 201 ${String(100 + i)}`).join(',');

/**
 * Environment of mail, the outbox worker, the search agent, call tracking and abuse protection.
 * Spread into the app's one EnvSchema so everything is checked once at start.
 */
export const MESSAGING_ENV = {
  /** smtp://user:pass@host:587 or smtps://…; empty: every message is written as .eml into DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Gebrauchtwagen.at <noreply@gebrauchtwagen.at>'),
  /** Where replies to system mails (confirmation, digests) go; lead mails reply to the buyer instead. */
  MAIL_REPLY_TO: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Receives fraud-report notices; defaults to SUPPORT_EMAIL. */
  REPORTS_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** 'inline': the server process also delivers mail and runs the scheduled jobs; 'off': only `npm run worker` does. */
  BACKGROUND_JOBS: z.enum(['inline', 'off']).default('inline'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** How long a claimed message belongs to one worker; longer than one SMTP delivery may take. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  /** Hour (0–23, Europe/Vienna) at which the daily search-agent mails go out. */
  SEARCH_AGENT_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Instant alerts are checked this often. */
  SEARCH_AGENT_INSTANT_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  CALL_TRACKING_ENABLED: onOff(true),
  /** Comma-separated virtual numbers as they are displayed, e.g. '+43 800 201 100,+43 800 201 101'. */
  CALL_TRACKING_POOL: z.string().default(DEMO_TRACKER_POOL),
  CALL_TRACKING_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 90)
    .default(60 * 24),
  /** Multiplies every rate limit (e.g. 100 for load tests on one machine). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1_000_000).default(1),
  /**
   * The reverse proxies in front of the server, whose X-Forwarded-For is believed (src/config/trusted-proxies.ts):
   * their addresses or networks (`127.0.0.1,10.0.0.0/8,fd00::/8`), or the older count of proxies (`1`, `on`)
   * that believes the header from any peer. Unset or 0: the socket's address is the client's.
   */
  TRUST_PROXY: z.string().default('0').transform(parseTrustedProxies),
  /** Distinct fraud reports (reason F) after which a listing is flagged for review. */
  FRAUD_FLAG_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
} as const;
