/**
 * Building blocks for realistic ad descriptions in Austrian German (plain text, no markup).
 *
 * Placeholders: only the openers (OPENERS, PRIVATE_OPENERS, DEALER_OPENERS) and
 * EQUIPMENT_INTRO use `{make}` and `{model}`, e.g.
 * 'VW' / 'Golf'. All other phrases are complete sentences without placeholders and avoid
 * concrete facts (mileage, number of owners, accident history, origin) that could
 * contradict a listing's data.
 */

/** Neutral openers that fit private and dealer ads alike. */
export const OPENERS: readonly string[] = [
  'Zum Verkauf steht ein gepflegter {make} {model}.',
  'Angeboten wird ein {make} {model} in sehr gutem Zustand.',
  'Gepflegter {make} {model} sucht einen neuen Besitzer.',
  'Hier wird ein schöner {make} {model} angeboten.',
  'Top gepflegter {make} {model} zu verkaufen.',
  'Zuverlässiger {make} {model} in gutem Gesamtzustand.',
  '{make} {model} – ein Auto, das Freude macht.',
  'Schöner {make} {model} mit guter Ausstattung.',
  'Zu verkaufen: {make} {model}, sofort fahrbereit.',
  'Dieser {make} {model} lässt kaum Wünsche offen.',
  'Sehr gepflegter {make} {model}, stets in der Garage abgestellt.',
  'Ein {make} {model} in einem Zustand, wie man ihn selten findet.',
];

/** Openers in the first person, for private sellers only. */
export const PRIVATE_OPENERS: readonly string[] = [
  'Verkaufe meinen gepflegten {make} {model}.',
  'Verkaufe schweren Herzens meinen {make} {model}.',
  'Wegen Neuanschaffung verkaufe ich meinen {make} {model}.',
  'Biete meinen {make} {model} zum Verkauf an.',
  'Mein {make} {model} sucht einen neuen Besitzer.',
  'Aus Platzgründen verkaufe ich meinen {make} {model}.',
  'Verkaufe unseren {make} {model}, da wir nur mehr ein Auto brauchen.',
  'Privat: {make} {model} in gutem Zustand abzugeben.',
];

/** Openers in the voice of a dealer. */
export const DEALER_OPENERS: readonly string[] = [
  'Aus unserem Bestand: {make} {model} in gepflegtem Zustand.',
  'Wir bieten Ihnen hier einen schönen {make} {model} an.',
  'Neu eingetroffen: {make} {model}, geprüft und sofort verfügbar.',
  'Unser Angebot der Woche: {make} {model}.',
  'In unserem Autohaus wartet ein gepflegter {make} {model} auf Sie.',
  'Geprüfter {make} {model} aus unserem Gebrauchtwagenzentrum.',
  'Attraktiv ausgestatteter {make} {model} zu fairen Konditionen.',
  'Wir verkaufen einen top gepflegten {make} {model}.',
];

export const CONDITION_LINES: readonly string[] = [
  'Das Fahrzeug ist in einem sehr guten Zustand, innen wie außen.',
  'Nichtraucherfahrzeug, keine Haustiere.',
  'Altersbedingte leichte Gebrauchsspuren, technisch einwandfrei.',
  'Der Innenraum ist sauber und gepflegt, keine Flecken oder Risse.',
  'Antrieb läuft einwandfrei, keine ungewöhnlichen Geräusche.',
  'Kleine Kratzer an der Stoßstange, sonst optisch sehr schön.',
  'Lack in gutem Zustand, keine Dellen.',
  'Das Auto wurde überwiegend in der Garage abgestellt.',
  'Reifen mit ausreichend Profil, Sommer- und Winterräder vorhanden.',
  'Bremsen vorne und hinten erst kürzlich erneuert.',
  'Fährt sich einwandfrei, keine bekannten Mängel.',
  'Optisch und technisch in einem gepflegten Zustand.',
  'Innenraum wurde professionell aufbereitet.',
];

export const HISTORY_LINES: readonly string[] = [
  'Pickerl (§57a-Begutachtung) ist neu gemacht.',
  'Das Pickerl ist noch mehrere Monate gültig.',
  'Service wurde regelmäßig in der Fachwerkstatt gemacht, Serviceheft vorhanden.',
  'Regelmäßig servicegepflegt, Rechnungen liegen vor.',
  'Letztes Service vor wenigen Monaten durchgeführt.',
  'Verschleißteile wurden laufend erneuert.',
  'Vorbesitzer und Servicehistorie sind lückenlos dokumentiert.',
  'Frisches §57a-Gutachten ohne Mängel.',
  'Service und Pickerl neu, sofort fahrbereit.',
  'Kilometerstand nachvollziehbar durch Serviceheft und Pickerl-Gutachten.',
  'Zweiter Schlüssel und Bordmappe sind vorhanden.',
  'Typenschein bzw. Zulassungsbescheinigung liegt vor.',
  'Nächstes Service ist erst in einigen tausend Kilometern fällig.',
];

export const EQUIPMENT_INTRO: readonly string[] = [
  'Ausstattung u. a.:',
  'Die wichtigsten Ausstattungsmerkmale:',
  'Der {make} {model} verfügt unter anderem über:',
  'Ausstattungs-Highlights:',
  'Zur Ausstattung gehören unter anderem:',
  'Folgende Extras sind verbaut:',
  'Ausstattung im Überblick:',
  'Weitere Ausstattung:',
];

export const DEALER_CLOSERS: readonly string[] = [
  'Finanzierung und Leasing zu Top-Konditionen möglich.',
  'Eintausch möglich – wir bewerten Ihr Fahrzeug gerne kostenlos.',
  '12 Monate Garantie inklusive, Verlängerung möglich.',
  'Besichtigung und Probefahrt nach Terminvereinbarung.',
  'Gerne beraten wir Sie persönlich in unserem Autohaus.',
  'Zulassung und Überstellung können gerne von uns übernommen werden.',
  'Das Fahrzeug wird mit neuem Pickerl und frischem Service übergeben.',
  'Irrtümer und Zwischenverkauf vorbehalten.',
  'Finanzierung ohne Anzahlung möglich, fragen Sie nach unseren Angeboten.',
  'Wir freuen uns auf Ihren Anruf oder Ihre Nachricht.',
  'Gewährleistung laut Gesetz, Garantieverlängerung auf Wunsch.',
  'Eintausch und Finanzierung aus einer Hand.',
];

export const PRIVATE_CLOSERS: readonly string[] = [
  'Privatverkauf, daher keine Garantie und keine Gewährleistung.',
  'Besichtigung und Probefahrt jederzeit nach Absprache möglich.',
  'Privatverkauf unter Ausschluss jeglicher Gewährleistung.',
  'Preis ist leicht verhandelbar, keine Tauschangebote.',
  'Bei Interesse bitte melden, gerne auch am Wochenende.',
  'Nur ernst gemeinte Anfragen, keine Händler.',
  'Besichtigung nach telefonischer Vereinbarung.',
  'Verkauf wie besichtigt und probegefahren.',
  'Bitte keine Anrufe von Exporthändlern.',
  'Das Auto kann gerne in einer Werkstatt Ihrer Wahl überprüft werden.',
  'Barzahlung bei Abholung, Abmeldung erfolgt gemeinsam.',
];
