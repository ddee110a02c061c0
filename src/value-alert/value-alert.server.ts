/**
 * `services.valueAlerts` (issue 28 §2): the optional 'Wertalarm' on a valuation, without login.
 * Double opt-in like the search agent and the price alert; then the daily job values the saved
 * inputs again with the valuation model and mails once when the value moved by more than 5 % since
 * the last mail (or the subscription). Exactly once: the mail is queued in the transaction whose
 * guarded update records the new value, under a key per alert and Vienna day.
 */
import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { formatNumber, formatPercent, formatPrice } from '../domain/format/number-format.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import { isValueAlertDue, valueMove } from '../domain/pricing/value-alert-rule.ts';
import { readValuationQuery, valuationQueryString, type ValuationInputResult } from '../domain/pricing/valuation-input.ts';
import { absoluteUrl, type MailSite } from '../mail/mail-layout.ts';
import { valueAlertChangeMail, valueAlertConfirmationMail, type ValuedCar } from '../mail/templates/value-alert-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import type { ValuationService } from '../pricing/valuation-service.server.ts';
import {
  addValueAlertLinkToken,
  confirmValueAlert,
  deleteValueAlert,
  findValueAlert,
  findValueAlertByLinkToken,
  findValueAlertByToken,
  insertValueAlert,
  listConfirmedValueAlerts,
  markValueAlertMailed,
  renewValueAlert,
  type ValueAlertRow,
} from '../repositories/value-alert.repository.ts';
import { storedToken } from '../repositories/stored-token.ts';
import { viennaDay } from '../search-agent/agent-schedule.ts';
import { confirmByToken, newSubscriptionToken, type SubscribeResult, admitSubscription, savedAnswer } from '../subscription/double-opt-in.server.ts';
import { VALUE_ALERT_MESSAGES } from './value-alert-rules.ts';
import { valueAlertRequestSchema } from './value-alert-schema.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const BATCH = 200;

export const valueAlertConfirmPath = (token: string) => `${ROUTE_PATHS.valueAlert}bestaetigen/${token}`;
export const valueAlertUnsubscribePath = (token: string) => `${ROUTE_PATHS.valueAlert}abbestellen/${token}`;

export type ValueAlertConfirmResult = { kind: 'confirmed'; car: ValuedCar } | { kind: 'confirm-failed' };
export interface ValueAlertRunReport {
  checked: number;
  mailed: number;
  errors: number;
}

export interface ValueAlertService {
  /** Saves the alert with today's value and queues the confirmation mail. */
  subscribe(input: unknown, meta: SubmissionMeta): Promise<SubscribeResult>;
  /**
   * The car a confirmation link names, for the page with the button (opening the link confirms nothing:
   * mail scanners open every link); null for an unknown link.
   */
  confirmTarget(token: string): Promise<ValuedCar | null>;
  /** The button; pressing it again still says confirmed. */
  confirm(token: string): Promise<ValueAlertConfirmResult>;
  /** The car an unsubscribe link names, for the page with the button; null when it is already gone. */
  unsubscribeTarget(token: string): Promise<ValuedCar | null>;
  unsubscribe(token: string): Promise<'deleted' | 'already-deleted'>;
  /** The daily job: values every confirmed alert again and mails the ones that moved by more than 5 %. Safe in several processes. */
  runDue(): Promise<ValueAlertRunReport>;
}

export interface ValueAlertDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  abuse: AbuseGuard;
  valuation: ValuationService;
  site: MailSite;
  logger: Logger;
  now?: () => Date;
}

/** 'VW Golf, EZ 06/2017, 140.000 km' and the permalink of the valuation. */
function valuedCar(checked: Extract<ValuationInputResult, { ok: true }>): ValuedCar {
  const { input } = checked;
  const [year, month] = input.firstRegistration.split('-');
  return {
    title: `${checked.make.name} ${checked.model.name}, EZ ${month}/${year}, ${formatNumber(input.mileage)} km`,
    valuationPath: `${ROUTE_PATHS.valuation}?${valuationQueryString(input)}`,
  };
}

export function createValueAlertService(deps: ValueAlertDeps): ValueAlertService {
  const { db, outbox, abuse, valuation, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Today's market value of stored inputs; null when they no longer value (too few comparables, a model that left the catalogue). */
  async function valueOf(inputs: string, at: Date): Promise<{ car: ValuedCar; value: number } | null> {
    const checked = readValuationQuery(inputs, at);
    if (!checked.ok) return null;
    const outcome = await valuation.value(checked.input);
    return outcome.status === 'ok' ? { car: valuedCar(checked), value: outcome.valuation.marketValue } : null;
  }

  const carOf = (row: ValueAlertRow, at: Date): ValuedCar | null => {
    const checked = readValuationQuery(row.inputs, at);
    return checked.ok ? valuedCar(checked) : null;
  };

  async function mailIfMoved(alert: ValueAlertRow, at: Date, day: string): Promise<boolean> {
    const now = await valueOf(alert.inputs, at);
    if (!now || !isValueAlertDue(alert.last_value, now.value)) return false;
    const move = valueMove(alert.last_value, now.value);
    // The mail's own unsubscribe token: only its hash is stored (the alert's own is a hash already).
    const token = newSubscriptionToken();
    const mail = valueAlertChangeMail(site, now.car, {
      oldValue: formatPrice(alert.last_value),
      newValue: formatPrice(now.value),
      percent: formatPercent(Math.abs(move) * 100, 1),
      up: move > 0,
      unsubscribePath: valueAlertUnsubscribePath(token),
    });
    const unsubscribeUrl = absoluteUrl(site, valueAlertUnsubscribePath(token));
    return db.transaction().execute(async (trx) => {
      if (!(await markValueAlertMailed(trx, alert, { value: now.value, at: at.toISOString() }))) return false;
      await addValueAlertLinkToken(trx, token, alert.id, at.toISOString());
      await outbox.enqueue(
        trx,
        {
          kind: 'value-alert',
          key: `value-alert-${alert.id}-${day}`,
          to: alert.email,
          mail,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        at,
      );
      return true;
    });
  }

  return {
    async subscribe(input, meta) {
      const now = clock();
      const saved = savedAnswer(VALUE_ALERT_MESSAGES);
      const admission = await admitSubscription(
        abuse,
        { action: 'value-alert', schema: valueAlertRequestSchema, texts: VALUE_ALERT_MESSAGES },
        input,
        meta,
        now,
      );
      if (admission.kind !== 'admitted') return admission;
      const { email } = admission;
      const checked = readValuationQuery(admission.data.inputs, now);
      if (!checked.ok) return { kind: 'invalid', field: 'inputs', message: VALUE_ALERT_MESSAGES.inputs };
      const inputs = valuationQueryString(checked.input);
      const valued = await valueOf(inputs, now);
      if (!valued) return { kind: 'invalid', field: 'inputs', message: VALUE_ALERT_MESSAGES.inputs };
      const existing = await findValueAlert(db, email, inputs);
      // Already watched: nothing to confirm.
      if (existing?.confirmed_at) return saved;
      const token = newSubscriptionToken();
      const queued = await db.transaction().execute(async (trx) => {
        if (existing) await renewValueAlert(trx, existing.id, { token, market_value: valued.value });
        // false: a concurrent identical subscribe won; its confirmation mail is on its way.
        else if (!(await insertValueAlert(trx, { email, inputs, token, market_value: valued.value, created_at: now.toISOString() }))) return false;
        const mail = valueAlertConfirmationMail(site, valued.car, formatPrice(valued.value), valueAlertConfirmPath(token));
        // The outbox key names the link by its hash: the key stays in the table after the mail is sent.
        await outbox.enqueue(trx, { kind: 'value-alert-confirmation', key: `value-alert-confirm-${storedToken(token).slice(0, 16)}`, to: email, mail }, now);
        return true;
      });
      if (queued) outbox.notify();
      logger.info({ queued }, 'value alert saved');
      return saved;
    },

    async confirmTarget(token) {
      const row = TOKEN_PATTERN.test(token) ? await findValueAlertByToken(db, token) : undefined;
      return row ? carOf(row, clock()) : null;
    },

    async confirm(token) {
      const at = clock();
      const row = await confirmByToken(token, {
        pattern: TOKEN_PATTERN,
        find: (t) => findValueAlertByToken(db, t),
        confirm: (r, iso) => confirmValueAlert(db, r.id, iso),
        now: at,
      });
      const car = row ? carOf(row, at) : null;
      return car ? { kind: 'confirmed', car } : { kind: 'confirm-failed' };
    },

    async unsubscribeTarget(token) {
      const row = TOKEN_PATTERN.test(token) ? await findValueAlertByLinkToken(db, token) : undefined;
      return row ? carOf(row, clock()) : null;
    },

    async unsubscribe(token) {
      const row = TOKEN_PATTERN.test(token) ? await findValueAlertByLinkToken(db, token) : undefined;
      if (!row || !(await deleteValueAlert(db, row.id))) return 'already-deleted';
      logger.info({ alert: row.id }, 'value alert unsubscribed');
      return 'deleted';
    },

    async runDue() {
      const at = clock();
      const day = viennaDay(at);
      const report: ValueAlertRunReport = { checked: 0, mailed: 0, errors: 0 };
      for (let afterId = 0; ;) {
        const rows = await listConfirmedValueAlerts(db, afterId, BATCH);
        if (rows.length === 0) break;
        for (const row of rows) {
          afterId = row.id;
          report.checked++;
          try {
            if (await mailIfMoved(row, at, day)) report.mailed++;
          } catch (err) {
            // One broken alert must not stop the others; its row is unchanged, so tomorrow's run retries it.
            report.errors++;
            logger.error({ err, alert: row.id }, 'value alert mail failed');
          }
        }
      }
      if (report.mailed > 0) outbox.notify();
      logger.info({ ...report }, 'value alerts checked');
      return report;
    },
  };
}
