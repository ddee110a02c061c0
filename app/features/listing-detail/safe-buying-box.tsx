import { Link } from 'react-router';
import type { ScamSignal } from '#src/domain/listing/scam-signals.ts';
import { BUYER_SCAM_WARNING } from '#src/domain/fraud/scam-warning.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { focusFirstField } from './focus-first-field.ts';

const SIGNAL_TEXTS: Record<ScamSignal, string> = {
  'far-below-market': 'Der Preis liegt deutlich unter unserem geschätzten Marktwert.',
  'new-seller': 'Der Anbieter ist erst seit wenigen Tagen bei uns.',
  'scam-text': 'Der Text dieses Inserats enthält Formulierungen, die wir von Betrugsmaschen kennen.',
};

/**
 * The calm 'Sicher kaufen' note at the contact form (issue 27 point 8), shown only when a scam
 * signal holds; the fraud report stays one click away. A flagged listing text adds the scam shield's
 * warning 'Zahlen Sie nie im Voraus …' on top (issue 37 point 1).
 */
export function SafeBuyingBox({ signals, reportSectionId }: { signals: readonly ScamSignal[]; reportSectionId: string }) {
  if (signals.length === 0) return null;
  return (
    <aside className="safe-buying" aria-labelledby="safe-buying-heading">
      <h3 id="safe-buying-heading">Sicher kaufen</h3>
      {/* server-rendered with the page, so the form below never moves (issue 37 point 1) */}
      {signals.includes('scam-text') ? (
        <p className="safe-buying__warning">
          <strong>{BUYER_SCAM_WARNING}</strong>
        </p>
      ) : null}
      <p>{signals.map((s) => SIGNAL_TEXTS[s]).join(' ')} Das muss nichts heißen – bitte achten Sie trotzdem darauf:</p>
      <ul>
        <li>Zahlen Sie nie eine Anzahlung oder „Transportgebühr“, bevor Sie Auto und Papiere gesehen haben.</li>
        <li>Prüfen Sie Typenschein und §57a-Gutachten („Pickerl“).</li>
        <li>Treffen Sie den Verkäufer persönlich und sehen Sie sich das Auto vor Ort an.</li>
      </ul>
      <p className="safe-buying__links">
        <Link to={ROUTE_PATHS.safeBuying}>Mehr zum sicheren Autokauf</Link>
        <a href={`#${reportSectionId}`} onClick={() => focusFirstField(reportSectionId)}>
          Verdacht melden
        </a>
      </p>
    </aside>
  );
}
