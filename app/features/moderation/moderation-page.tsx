import { Form } from 'react-router';
import type { ModerationActionData } from './moderation-action.server.ts';
import type { CarView, FlagView, MileageFlagView, ModerationPageData, ReportView, ScamTextFlagView } from './moderation-page.server.ts';

/** The car of a report or flag: what it is, what it costs, who sells it, and a link to look at it. */
function CarFacts({ car }: { car: CarView }) {
  return (
    <dl className="moderation__facts">
      <dt>Fahrzeug</dt>
      <dd>
        {car.href ? <a href={car.href}>{car.title}</a> : car.title}
        {` (Nr. ${car.id})`}
      </dd>
      <dt>Preis</dt>
      <dd>{car.price ?? '–'}</dd>
      <dt>Verkäufer</dt>
      <dd>{car.seller ?? '–'}</dd>
      <dt>Status</dt>
      <dd>{car.status}</dd>
    </dl>
  );
}

/** 'Inserat sperren' with the reason the seller is told; `formId` tells the answer which form it belongs to. */
function BlockForm({ car, formId, answer }: { car: CarView; formId: string; answer: ModerationActionData | null }) {
  const error = answer && !answer.ok && answer.form === formId && answer.field === 'reason' ? answer.message : null;
  const reasonId = `${formId}-reason`;
  return (
    <Form method="post" className="moderation__block">
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="listingId" value={car.id} />
      <input type="hidden" name="form" value={formId} />
      <label htmlFor={reasonId}>Begründung für den Verkäufer</label>
      <textarea
        id={reasonId}
        name="reason"
        className="field__control"
        rows={2}
        required
        minLength={5}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
      />
      {error ? (
        <p id={`${reasonId}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--danger">
        Inserat sperren
      </button>
    </Form>
  );
}

function ReportItem({ report, answer }: { report: ReportView; answer: ModerationActionData | null }) {
  return (
    <li className="moderation__item">
      <h3 className="moderation__title">{`Meldung ${report.id}: ${report.reason}${report.flagged ? ' (zur Prüfung markiert)' : ''}`}</h3>
      <p className="moderation__meta">{`${report.createdAt} von ${report.reporterEmail}`}</p>
      <blockquote className="moderation__comment">{report.comment}</blockquote>
      <CarFacts car={report.car} />
      <div className="moderation__actions">
        {report.car.blockable ? <BlockForm car={report.car} formId={`report-${report.id}`} answer={answer} /> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="reportId" value={report.id} />
          <button type="submit" className="button button--secondary">
            Meldung erledigt
          </button>
        </Form>
      </div>
    </li>
  );
}

/** A car flagged to moderation (by fraud reports or by its mileage) with its facts and the block form. */
function FlaggedCarItem({
  title,
  meta,
  car,
  formId,
  answer,
}: {
  title: string;
  meta: string;
  car: FlagView['car'];
  formId: string;
  answer: ModerationActionData | null;
}) {
  return (
    <li className="moderation__item">
      <h3 className="moderation__title">{title}</h3>
      <p className="moderation__meta">{meta}</p>
      <CarFacts car={car} />
      {car.blockable ? (
        <div className="moderation__actions">
          <BlockForm car={car} formId={formId} answer={answer} />
        </div>
      ) : null}
    </li>
  );
}

function FlagItem({ flag, answer }: { flag: FlagView; answer: ModerationActionData | null }) {
  const meta = `${flag.reportCount} Betrugsmeldungen, markiert seit ${flag.flaggedAt}`;
  return <FlaggedCarItem title={flag.car.title} meta={meta} car={flag.car} formId={`flag-${flag.car.id}`} answer={answer} />;
}

function MileageFlagItem({ flag, answer }: { flag: MileageFlagView; answer: ModerationActionData | null }) {
  const title = `Kilometerstand auffällig: ${flag.car.title}`;
  return (
    <FlaggedCarItem title={title} meta={`${flag.reason} Markiert seit ${flag.flaggedAt}`} car={flag.car} formId={`mileage-${flag.car.id}`} answer={answer} />
  );
}

function ScamTextFlagItem({ flag, answer }: { flag: ScamTextFlagView; answer: ModerationActionData | null }) {
  const title = `Betrugsverdacht im Text: ${flag.car.title}`;
  return (
    <FlaggedCarItem
      title={title}
      meta={`Gefunden: ${flag.words}. Markiert seit ${flag.flaggedAt}`}
      car={flag.car}
      formId={`scam-text-${flag.car.id}`}
      answer={answer}
    />
  );
}

export function ModerationPage({ page, answer }: { page: ModerationPageData; answer: ModerationActionData | null }) {
  const flagCount = page.flags.length + page.mileageFlags.length + page.scamTextFlags.length;
  return (
    <div className="moderation">
      <h1>Moderation</h1>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'moderation__notice' : 'moderation__notice moderation__notice--error'}>
          {answer.message}
        </p>
      ) : null}
      <section aria-labelledby="moderation-flags">
        <h2 id="moderation-flags">{`Zur Prüfung markierte Inserate (${flagCount})`}</h2>
        {flagCount === 0 ? (
          <p>Keine markierten Inserate.</p>
        ) : (
          <ul className="moderation__list">
            {page.flags.map((f) => (
              <FlagItem key={`reports-${f.car.id}`} flag={f} answer={answer} />
            ))}
            {page.mileageFlags.map((f) => (
              <MileageFlagItem key={`mileage-${f.car.id}`} flag={f} answer={answer} />
            ))}
            {page.scamTextFlags.map((f) => (
              <ScamTextFlagItem key={`scam-text-${f.car.id}`} flag={f} answer={answer} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-reports">
        <h2 id="moderation-reports">{`Offene Meldungen (${page.reports.length})`}</h2>
        {page.reports.length === 0 ? (
          <p>Keine offenen Meldungen.</p>
        ) : (
          <ul className="moderation__list">
            {page.reports.map((r) => (
              <ReportItem key={r.id} report={r} answer={answer} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** '5 Sekunden', '1 Minute', '15 Minuten': the wait after failed sign-ins grows from seconds to minutes. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/** What the page shows instead when the browser has not (or not correctly) signed in. */
export function OperatorSignIn({ limitedForSeconds }: { limitedForSeconds: number | null }) {
  return (
    <div className="moderation">
      <h1>Anmeldung erforderlich</h1>
      {limitedForSeconds === null ? (
        <p>Diese Seite ist nur für das Betriebsteam. Bitte melden Sie sich mit Benutzername und Passwort an (Seite neu laden).</p>
      ) : (
        <p role="alert">{`Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${waitText(limitedForSeconds)} erneut.`}</p>
      )}
    </div>
  );
}
