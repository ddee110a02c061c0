import { Link } from 'react-router';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { formatNumber, formatPercent } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { EVALUATION_FOLDS, gradeShares, PRICE_BAND_LABELS, type ValuationEvaluation } from '#src/domain/pricing/price-evaluation.ts';
import { NO_RATING_LABEL, NO_RATING_REASONS, type NoRatingReason } from '#src/domain/pricing/price-rating.ts';
import type { PricingMethodology, PublishedEvaluation } from '#src/pricing/pricing-service.server.ts';
import { gradeRanges } from './grade-ranges.ts';

const DATE = new Intl.DateTimeFormat('de-AT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });
const share = (value: number) => formatPercent(value * 100, 1);
const percentOf = (spread: number) => `${formatNumber(Math.round(spread * 100))} %`;
const signedPercent = (change: number) => `${change < 0 ? '−' : '+'}${formatNumber(Math.round(Math.abs(change) * 100))} %`;

/** The cases without a grade, in the order a buyer meets them, each with its heading. */
const NO_RATING_CASES: readonly { reason: NoRatingReason; title: string }[] = [
  { reason: 'too-few-comparables', title: 'Zu wenige Vergleichsfahrzeuge' },
  { reason: 'uncertain', title: 'Unsichere Bewertung' },
  { reason: 'accident', title: 'Unfallfahrzeuge' },
  { reason: 'oldtimer', title: 'Oldtimer' },
  { reason: 'new-car', title: 'Neufahrzeuge und Tageszulassungen' },
  { reason: 'pending', title: 'Neue und geänderte Anzeigen' },
];

/** Why each case has no grade, beyond the one sentence the car's page shows. */
function noRatingDetail(reason: NoRatingReason, m: PricingMethodology): string {
  switch (reason) {
    case 'too-few-comparables':
      return `Wir bewerten erst ab ${m.minComparables} vergleichbaren Fahrzeugen: Bei weniger würde ein einzelnes ungewöhnliches Angebot den Marktwert verschieben.`;
    case 'uncertain':
      return (
        `Der Marktwert ist der Median der umgerechneten Preise; seine eigene Unsicherheit (Standardfehler des Medians, etwa 1,25 × Streuung ÷ √Anzahl) ` +
        `darf höchstens ${percentOf(m.maxUncertainty)} betragen – sonst könnte schon der Schätzfehler ein Auto um eine ganze Stufe verschieben. ` +
        `Bei weniger als ${m.confidentComparables} Vergleichsfahrzeugen oder wenn die mittleren 80 % ihrer umgerechneten Preise mehr als ${percentOf(m.wideSpread)} ` +
        'des Marktwerts auseinanderliegen, steht bei der Bewertung „Unsichere Bewertung“ mit dem Grund.'
      );
    case 'accident':
      return 'Wie viel ein Unfall kostet, steht in keiner Anzeige verlässlich – ein Vergleich mit unfallfreien Autos wäre irreführend.';
    case 'oldtimer':
      return `Das gilt für Fahrzeuge mit dem Angebotstyp Oldtimer und für alle mit einer Erstzulassung vor mindestens ${m.oldtimerYears} Jahren.`;
    case 'new-car':
      return 'Für neue Autos und Tageszulassungen gibt es keinen Gebrauchtwagenmarkt, an dem sich ihr Preis messen ließe.';
    case 'pending':
      return 'Nach einer neuen Anzeige oder einer Preisänderung rechnen wir die Bewertung neu; das dauert höchstens eine Minute.';
  }
}

/** The held-out cars the evaluation could not rate, by reason: they are not in the figures above. */
function UnratedNote({ unrated }: { unrated: PublishedEvaluation['unrated'] }) {
  const parts = NO_RATING_CASES.flatMap(({ reason, title }) => {
    const count = unrated[reason] ?? 0;
    return count > 0 ? [`${title}: ${formatNumber(count)}`] : [];
  });
  if (parts.length === 0) return null;
  return <p>Ohne Bewertung und daher nicht mitgezählt: {parts.join(', ')}.</p>;
}

function Accuracy({ evaluation }: { evaluation: PublishedEvaluation | null }) {
  if (!evaluation || evaluation.sampleSize === 0) {
    return <p>Die erste Auswertung läuft noch. Sobald sie fertig ist, finden Sie hier ihre Ergebnisse.</p>;
  }
  const grades = gradeShares(evaluation);
  return (
    <>
      <p>
        So prüfen wir uns selbst: Wir teilen die angebotenen Fahrzeuge in {EVALUATION_FOLDS} Gruppen. Für jede Gruppe schätzen wir den Marktwert nur aus den
        anderen – so, als gäbe es die Autos der Gruppe nicht – und vergleichen die Schätzung mit dem verlangten Preis ({evaluation.method}).
      </p>
      <dl className="methodology-figures">
        <div>
          <dt>Mittlere Abweichung (Median)</dt>
          <dd>{share(evaluation.mdape)}</dd>
        </div>
        <div>
          <dt>Schätzungen innerhalb von ±10 %</dt>
          <dd>{share(evaluation.within10)}</dd>
        </div>
        <div>
          <dt>Geprüfte Fahrzeuge</dt>
          <dd>{formatNumber(evaluation.sampleSize)}</dd>
        </div>
      </dl>
      <table className="methodology-table">
        <caption>Verteilung der Bewertungen in der Auswertung</caption>
        <thead>
          <tr>
            <th scope="col">Bewertung</th>
            <th scope="col">Fahrzeuge</th>
            <th scope="col">Anteil</th>
          </tr>
        </thead>
        <tbody>
          {grades.map((g) => (
            <tr key={g.grade}>
              <th scope="row">
                <span className={`price-badge price-badge--${g.grade}`}>{g.label}</span>
              </th>
              <td>{formatNumber(g.count)}</td>
              <td>{share(g.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <UnratedNote unrated={evaluation.unrated} />
      <p className="muted">
        Stand: <time dateTime={evaluation.computedAt}>{DATE.format(new Date(evaluation.computedAt))}</time>
      </p>
    </>
  );
}

/** The valuation path and the time-to-sale model on the held-out period (issue 28 §6). */
function ValuationAccuracy({ evaluation }: { evaluation: PublishedEvaluation | null }) {
  const v = evaluation?.valuation;
  if (!evaluation || !v || v.sampleSize === 0) return <p>Die erste Auswertung läuft noch. Sobald sie fertig ist, finden Sie hier ihre Ergebnisse.</p>;
  return (
    <>
      <p>
        Die <Link to={ROUTE_PATHS.valuation}>Fahrzeugbewertung</Link> rechnet mit demselben Modell, aber ohne Preis: nur aus den Angaben zum Auto. Wir prüfen
        sie an den Preisen, zu denen Autos tatsächlich verkauft wurden ({v.method}).
      </p>
      <dl className="methodology-figures">
        <div>
          <dt>Mittlere Abweichung vom Verkaufspreis (Median)</dt>
          <dd>{share(v.mdape)}</dd>
        </div>
        <div>
          <dt>Bewertungen innerhalb von ±10 %</dt>
          <dd>{share(v.within10)}</dd>
        </div>
        <div>
          <dt>Geprüfte verkaufte Fahrzeuge</dt>
          <dd>{formatNumber(v.sampleSize)}</dd>
        </div>
        <div>
          <dt>Verkaufsdauer: mittlere Abweichung (Median)</dt>
          <dd>{formatNumber(v.timeToSale.mdaeDays, 1)} Tage</dd>
        </div>
        <div>
          <dt>Tatsächliche Dauer in der genannten Spanne</dt>
          <dd>{share(v.timeToSale.withinRange)}</dd>
        </div>
      </dl>
      <p>
        Die Spanne einer Bewertung ist der echte Fehler dieser Prüfung bei Bewertungen mit ähnlich vielen Vergleichsfahrzeugen: 80 % der verkauften Autos lagen
        darin. Die Verkaufsdauer lernen wir aus den verkauften Autos: wie lange sie online waren, je nachdem, wie weit ihr letzter Preis über oder unter ihrem
        Marktwert lag, und je nach Marke und Modell, Alter, Kilometerstand, Preisklasse, Treibstoff und Aufbau; ihre Spanne umfasst die mittlere Hälfte dieser
        Autos.
      </p>
      <TimeToSaleBands bands={v.timeToSale.bands} />
      <table className="methodology-table">
        <caption>Spanne der Bewertung nach Zahl der Vergleichsfahrzeuge (Verkaufspreis im Verhältnis zur Bewertung)</caption>
        <thead>
          <tr>
            <th scope="col">Vergleichsfahrzeuge</th>
            <th scope="col">Spanne</th>
            <th scope="col">Verkäufe</th>
          </tr>
        </thead>
        <tbody>
          {v.errorBands.map((b, i) => (
            <tr key={b.minComparables}>
              <th scope="row">
                {v.errorBands[i + 1]
                  ? `${b.minComparables} bis ${(v.errorBands[i + 1] as { minComparables: number }).minComparables - 1}`
                  : `ab ${b.minComparables}`}
              </th>
              <td>{b.sampleSize > 0 ? `${signedPercent(b.p10 - 1)} bis ${signedPercent(b.p90 - 1)}` : '–'}</td>
              <td>{formatNumber(b.sampleSize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Stand: <time dateTime={evaluation.computedAt}>{DATE.format(new Date(evaluation.computedAt))}</time>
      </p>
    </>
  );
}

/** The time-to-sale calibration per price band (issue 36 §1): ideally half of the cars in each band sold within the stated middle half. */
function TimeToSaleBands({ bands }: { bands: ValuationEvaluation['timeToSale']['bands'] }) {
  if (!bands) return null;
  return (
    <table className="methodology-table">
      <caption>Verkaufsdauer nach Preis: wie oft die tatsächliche Dauer in der genannten Spanne (mittlere Hälfte) lag</caption>
      <thead>
        <tr>
          <th scope="col">Letzter Preis</th>
          <th scope="col">In der Spanne</th>
          <th scope="col">Mittlere Abweichung (Median)</th>
          <th scope="col">Verkäufe</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.band}>
            <th scope="row">{PRICE_BAND_LABELS[b.band]}</th>
            <td>{b.sampleSize > 0 ? share(b.withinRange) : '–'}</td>
            <td>{b.sampleSize > 0 ? `${formatNumber(b.mdaeDays, 1)} Tage` : '–'}</td>
            <td>{formatNumber(b.sampleSize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'So bewerten wir Preise' (issue 17 §1): the method in two sentences and in detail, the five grades
 * with their thresholds, when and why a car gets no grade, and how accurate the estimate is.
 * Every number of the method comes from the code that rates (services.pricing), so the page cannot drift from it.
 */
export function MethodologyPage({ methodology: m }: { methodology: PricingMethodology }) {
  const [yearSpan, widerYearSpan] = m.registrationYearSpans;
  return (
    <article className="page methodology">
      <PageHeading>So bewerten wir Preise</PageHeading>
      <p className="lead">
        Wir vergleichen jedes Auto mit mindestens {m.minComparables} Autos desselben Modells und Treibstoffs mit ähnlicher Erstzulassung, ähnlichem
        Kilometerstand und ähnlicher Leistung, die gerade angeboten werden oder im letzten Jahr verkauft wurden. Ihre Preise rechnen wir auf Alter,
        Kilometerstand, Leistung, Ausstattung und Anbieter des bewerteten Autos um; der mittlere dieser Preise ist der Marktwert, und wie weit der verlangte
        Preis davon abweicht, ergibt die Bewertung.
      </p>

      <section aria-labelledby="methodology-grades">
        <h2 id="methodology-grades">Die fünf Bewertungen</h2>
        <table className="methodology-table">
          <thead>
            <tr>
              <th scope="col">Bewertung</th>
              <th scope="col">Verlangter Preis</th>
            </tr>
          </thead>
          <tbody>
            {gradeRanges().map(({ grade, text }) => (
              <tr key={grade.grade}>
                <th scope="row">
                  <span className={`price-badge price-badge--${grade.grade}`}>{grade.label}</span>
                </th>
                <td>{text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="methodology-detail">
        <h2 id="methodology-detail">So rechnen wir im Detail</h2>
        <ol className="methodology-steps">
          <li>
            <strong>Vergleichsfahrzeuge finden.</strong> Gleiches Modell und gleicher Treibstoff, gleiches Getriebe (Schaltgetriebe oder Automatik) und gleiche
            Aufbaugruppe (Kleinwagen und Limousine, Kombi, SUV, Cabrio und Coupé, Van und Transporter); gibt es davon auch mit
            {widerYearSpan ? ` ±${widerYearSpan}` : ''} Jahren zu wenige, vergleichen wir ohne Getriebe und Aufbau und sagen das bei der Bewertung dazu.
            Erstzulassung höchstens {yearSpan} Jahre früher oder später
            {widerYearSpan ? ` (${widerYearSpan} Jahre, wenn es sonst zu wenige sind)` : ''}, Kilometerstand höchstens {percentOf(m.mileageSpread)} mehr oder
            weniger (mindestens ±{formatNumber(m.minMileageBandKm)} km), Leistung höchstens {percentOf(m.powerSpread)} mehr oder weniger. Dazu zählen Autos, die
            gerade angeboten werden, und solche, die in den letzten {formatNumber(m.soldLookbackDays)} Tagen verkauft wurden, mit ihrem letzten Preis.
            Unfallfahrzeuge, Neufahrzeuge und Oldtimer vergleichen wir nicht.
          </li>
          <li>
            <strong>Preise vergleichbar machen.</strong> Kein Vergleichsauto gleicht dem bewerteten genau. Wie viel ein Jahr Alter, 10.000 km, mehr Leistung,
            mehr Ausstattung, Allradantrieb oder ein privater statt gewerblicher Anbieter am Preis ändern, lernen wir laufend aus allen Angeboten. Damit rechnen
            wir den Preis jedes Vergleichsautos auf die Daten des bewerteten Autos um.
          </li>
          <li>
            <strong>Den Marktwert bilden.</strong> Der Marktwert ist der mittlere der umgerechneten Preise (Median), auf 100 Euro gerundet. Ein einzelnes
            besonders billiges oder teures Angebot verschiebt ihn so kaum.
          </li>
          <li>
            <strong>Bewerten.</strong> Die Abweichung des verlangten Preises vom Marktwert ergibt eine der fünf Bewertungen. Auf jeder Fahrzeugseite sehen Sie
            den Marktwert, die Zahl der Vergleichsfahrzeuge, ihre Preisspanne und einen Link zu den Vergleichsfahrzeugen, die gerade angeboten werden: Die Liste
            zeigt genau diese Autos und das bewertete selbst. Ändert sich die Bewertung eines Autos, steht das mit dem Grund in seinem Preisverlauf („Bewertung
            geändert: …“).
          </li>
          <li>
            <strong>Aktuell halten.</strong> Wir rechnen neu, sobald eine Anzeige dazukommt, ihren Preis ändert oder verkauft wird – nie erst, wenn Sie eine
            Seite aufrufen.
          </li>
        </ol>
      </section>

      <section aria-labelledby="methodology-none">
        <h2 id="methodology-none">Wann es keine Bewertung gibt</h2>
        <p>Wo eine Bewertung unzuverlässig wäre, zeigen wir „{NO_RATING_LABEL}“ und den Grund:</p>
        <dl className="methodology-reasons">
          {NO_RATING_CASES.map(({ reason, title }) => (
            <div key={reason}>
              <dt>{title}</dt>
              <dd>
                {NO_RATING_REASONS[reason]} {noRatingDetail(reason, m)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="methodology-accuracy">
        <h2 id="methodology-accuracy">Wie genau die Schätzung ist</h2>
        <Accuracy evaluation={m.evaluation} />
      </section>

      <section aria-labelledby="methodology-valuation">
        <h2 id="methodology-valuation">Wie genau die Fahrzeugbewertung und die Verkaufsdauer sind</h2>
        <ValuationAccuracy evaluation={m.evaluation} />
      </section>

      <p>
        <Link to={ROUTE_PATHS.search}>Zu den Angeboten</Link>
      </p>
    </article>
  );
}
