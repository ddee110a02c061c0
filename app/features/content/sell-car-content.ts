import { sanitizeHtml } from '#src/domain/content/sanitize-html.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import {
  DIRECT_SALE_APPOINTMENT_WEEKS,
  DIRECT_SALE_HOURS,
  FREE_PRIVATE_LISTINGS,
  MAX_IMAGES_PER_LISTING,
  SELF_SALE_AVERAGE_DAYS,
} from '#src/domain/marketplace/marketplace-facts.ts';
import { LISTING_LIFETIME_DAYS } from '#src/domain/listing/listing-lifetime.ts';

/** The two ways to sell (SPEC §1): both open the partner portal in a new tab. */
export const SELL_ROUTES = [
  {
    id: 'self',
    title: 'Kostenlos selbst verkaufen',
    lead: 'Sie inserieren Ihr Auto selbst und verhandeln direkt mit den Interessenten.',
    points: [
      'Einfache und schnelle Inseratserstellung',
      'Optionale Extras für eine bessere Platzierung',
      'Bester Verkaufspreis',
      'Sie wickeln den Verkauf selbst ab',
    ],
    cta: 'Jetzt kostenlos inserieren',
  },
  {
    id: 'direct',
    title: 'Direkt-Verkauf',
    lead: 'Geprüfte Händler kaufen Ihr Auto direkt – ohne Inserat und ohne Verhandeln.',
    points: ['Direktankauf jedes Fahrzeugs', 'Sofortige Bezahlung', 'Kostenlose Abmeldung', '100 % kostenlose Expertenberatung'],
    cta: 'Direkt-Verkauf starten',
  },
] as const;

/**
 * The three ways to sell (issue 28 §4) with what each costs in time and money: the partner portal's
 * private listing, trade-in when buying the next car, and selling to a dealer outright (the spec's
 * 'Direkt-Verkauf'). Dealers pay less than the market value because they carry the reconditioning,
 * the warranty and the risk of reselling; how much depends on the car, so no figure is promised.
 */
export const SELL_WAYS: readonly { id: string; title: string; time: string; money: string; effort: string }[] = [
  {
    id: 'private',
    title: 'Privat inserieren (über das Partnerportal)',
    time: `Meist Wochen: bis zu ${SELF_SALE_AVERAGE_DAYS} Tage im Durchschnitt; wie schnell, hängt vor allem vom Preis ab.`,
    money: 'Am meisten: der Marktwert, den Käufer für Ihr Auto zahlen.',
    effort: 'Inserat, Anfragen, Besichtigungen und Probefahrten, Kaufvertrag und Abmeldung übernehmen Sie selbst.',
  },
  {
    id: 'trade-in',
    title: 'Beim Händler in Zahlung geben',
    time: 'Am selben Tag wie der Kauf Ihres nächsten Autos.',
    money: 'Weniger als der Marktwert; der Eintauschpreis wird oft mit dem Rabatt auf das neue Auto verrechnet – vergleichen Sie beide getrennt.',
    effort: 'Gering: ein Termin, der Händler übernimmt Papiere und Abmeldung.',
  },
  {
    id: 'dealer',
    title: 'Direkt an einen Händler verkaufen',
    time: `Schnell: ein Direkt-Verkauf ist in ${DIRECT_SALE_HOURS} Stunden möglich, mit sofortiger Bezahlung.`,
    money: 'Weniger als der Marktwert: Der Händler kalkuliert Aufbereitung, Gewährleistung und Weiterverkauf ein.',
    effort: 'Gering: Besichtigung durch den Händler, kostenlose Abmeldung.',
  },
];

/** SPEC §1 comparison, 1 to 5 stars: self-sale vs direct sale. */
export const COMPARISON_ROWS: readonly { label: string; self: number; direct: number }[] = [
  { label: 'Einfachheit des Ablaufs', self: 3, direct: 5 },
  { label: 'Schnelligkeit', self: 3, direct: 4 },
  { label: 'Fahrzeugübergabe', self: 3, direct: 5 },
  { label: 'Verkaufspreis', self: 5, direct: 3 },
];

/** SPEC §9 marketplace facts as short statements. */
export const MARKETPLACE_FACTS: readonly { figure: string; text: string }[] = [
  { figure: `${LISTING_LIFETIME_DAYS} Tage`, text: `bleibt Ihr Inserat online (${LISTING_LIFETIME_DAYS / 7} Wochen).` },
  { figure: `${FREE_PRIVATE_LISTINGS} PKW`, text: `inserieren Sie als Privatperson kostenlos, jeweils mit bis zu ${MAX_IMAGES_PER_LISTING} Bildern.` },
  { figure: `Bis zu ${SELF_SALE_AVERAGE_DAYS} Tage`, text: 'dauert ein Selbstverkauf im Durchschnitt.' },
  {
    figure: `In ${DIRECT_SALE_HOURS} Stunden`,
    text: `ist ein Direkt-Verkauf möglich. Besichtigungstermine gibt es ab dem nächsten Tag bis zu ${DIRECT_SALE_APPOINTMENT_WEEKS} Wochen im Voraus.`,
  },
];

interface FaqGroup {
  title: string;
  items: { question: string; answerHtml: string }[];
}

const FAQ_SOURCE: readonly FaqGroup[] = [
  {
    title: 'Selbst verkaufen',
    items: [
      {
        question: 'Was kostet ein Inserat?',
        answerHtml: `<p>Als Privatperson inserieren Sie bis zu <strong>${FREE_PRIVATE_LISTINGS} PKW kostenlos</strong>, jeweils mit bis zu ${MAX_IMAGES_PER_LISTING} Bildern. Kostenpflichtig sind nur optionale Extras wie eine hervorgehobene Darstellung oder eine Platzierung ganz oben in den Suchergebnissen.</p>`,
      },
      {
        question: 'Wie lange ist mein Inserat online?',
        answerHtml: `<p>Ihr Inserat bleibt <strong>${LISTING_LIFETIME_DAYS} Tage</strong> (${LISTING_LIFETIME_DAYS / 7} Wochen) online. Ist das Auto vorher verkauft, deaktivieren Sie das Inserat einfach im Partnerportal.</p>`,
      },
      {
        question: 'Wie finde ich den richtigen Preis?',
        answerHtml: `<p>Mit unserer kostenlosen <a href="${ROUTE_PATHS.valuation}">Fahrzeugbewertung</a> – ohne E-Mail und ohne Anmeldung: Sie nennt den Marktwert Ihres Autos mit einer ehrlichen Spanne, zeigt die vergleichbaren Fahrzeuge in unserer <a href="${ROUTE_PATHS.search}">Suche</a> und sagt, wie viele Tage der Verkauf 5 % unter, zum und 5 % über dem Marktwert im Mittel dauert. Ein realistischer Preis bringt die meisten Anfragen; planen Sie einen kleinen Verhandlungsspielraum ein.</p>`,
      },
      {
        question: 'Wie schütze ich mich vor Betrug?',
        answerHtml: `<p>Übergeben Sie Auto und Papiere erst, wenn der Kaufpreis endgültig auf Ihrem Konto ist oder Sie ihn bar erhalten und geprüft haben. Zahlen Sie nie etwas an „Käufer“ oder „Speditionen“ zurück. Mehr in unseren <a href="${ROUTE_PATHS.safetyAdvice}">Sicherheitshinweisen</a>; für den Verkauf empfehlen wir unseren <a href="${ROUTE_PATHS.salesContract}">KFZ-Kaufvertrag</a>.</p>`,
      },
    ],
  },
  {
    title: 'Direkt-Verkauf',
    items: [
      {
        question: 'Wie läuft der Direkt-Verkauf ab?',
        answerHtml: `<ol><li>Sie geben die Daten Ihres Autos im Partnerportal ein.</li><li>Sie vereinbaren einen Besichtigungstermin – ab dem nächsten Tag bis zu ${DIRECT_SALE_APPOINTMENT_WEEKS} Wochen im Voraus.</li><li>Ein geprüfter Händler macht Ihnen vor Ort ein verbindliches Angebot.</li><li>Nehmen Sie es an, ist der Verkauf innerhalb von ${DIRECT_SALE_HOURS} Stunden abgeschlossen.</li></ol>`,
      },
      {
        question: 'Welche Autos werden angekauft?',
        answerHtml:
          '<p>Grundsätzlich <strong>jedes Fahrzeug</strong> – unabhängig von Marke, Alter, Kilometerstand oder Zustand, auch mit Schäden oder ohne gültige Begutachtung.</p>',
      },
      {
        question: 'Wann bekomme ich mein Geld?',
        answerHtml:
          '<p>Die Bezahlung erfolgt <strong>sofort</strong> bei Vertragsabschluss per Echtzeitüberweisung. Erst danach übergeben Sie Fahrzeug, Schlüssel und Papiere.</p>',
      },
      {
        question: 'Muss ich mich um die Abmeldung kümmern?',
        answerHtml:
          '<p>Nein. Die Abmeldung ist <strong>kostenlos</strong> und wird für Sie erledigt. Ihre Versicherung verständigen Sie nach dem Verkauf selbst.</p>',
      },
    ],
  },
  {
    title: 'Allgemeines',
    items: [
      {
        question: 'Welche Unterlagen brauche ich für den Verkauf?',
        answerHtml:
          '<ul><li>Zulassungsschein (Teil I und Teil II)</li><li>Typenschein bzw. Einzelgenehmigung, sofern in Papierform vorhanden</li><li>Letztes § 57a-Gutachten („Pickerl“)</li><li>Serviceheft und Rechnungen</li><li>Alle Schlüssel</li></ul>',
      },
      {
        question: 'Ich bin Händler. Wie inseriere ich?',
        answerHtml: `<p>Händler inserieren über einen eigenen Zugang mit Schnittstellen für ihren Fahrzeugbestand. Registrieren Sie sich unter <a href="${ROUTE_PATHS.dealerRegistration}">Als Händler verkaufen</a>.</p>`,
      },
      {
        question: 'Wer hilft mir bei Fragen?',
        answerHtml: `<p>Unser Kundenservice hilft gerne weiter – alle Wege finden Sie auf der Seite <a href="${ROUTE_PATHS.contact}">Kontakt</a>.</p>`,
      },
    ],
  },
];

/** FAQ groups with answers already passed through the sanitiser (same result on server and client). */
export const FAQ_GROUPS: readonly FaqGroup[] = FAQ_SOURCE.map((group) => ({
  title: group.title,
  items: group.items.map((item) => ({ question: item.question, answerHtml: sanitizeHtml(item.answerHtml) })),
}));
