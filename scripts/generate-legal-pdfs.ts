/**
 * Writes the footer's PDF documents to public/docs/ (consumer terms, dealer terms, accessibility
 * statement). Run after changing a text: `npx tsx scripts/generate-legal-pdfs.ts`.
 *
 * A tiny PDF writer: A4 pages, the standard fonts Helvetica and Helvetica-Bold in WinAnsi encoding
 * (covers German text), document title and language in the metadata. No dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEALER_PHONE_HOURS, SUPPORT_PHONE } from '../src/domain/marketplace/support-contact.ts';
import { FREE_PRIVATE_LISTINGS, MAX_IMAGES_PER_LISTING } from '../src/domain/marketplace/marketplace-facts.ts';
import { LISTING_LIFETIME_DAYS } from '../src/domain/listing/listing-lifetime.ts';

type Block = { kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'small'; text: string };

const OPERATOR = 'Gebrauchtwagen.at Online-Marktplatz GmbH, Mariahilfer Straße 120, 1070 Wien';
const SUPPORT_EMAIL = 'support@gebrauchtwagen.at';
const UPDATED = 'Stand: November 2026';

const h = (text: string): Block => ({ kind: 'heading', text });
const p = (text: string): Block => ({ kind: 'paragraph', text });
const li = (text: string): Block => ({ kind: 'bullet', text });

const DOCUMENTS: { file: string; title: string; blocks: Block[] }[] = [
  {
    file: 'agb-verbraucher.pdf',
    title: 'Allgemeine Geschäftsbedingungen für Verbraucher',
    blocks: [
      p(
        `Diese Bedingungen gelten für die Nutzung von Gebrauchtwagen.at durch Verbraucherinnen und Verbraucher im Sinne des Konsumentenschutzgesetzes (KSchG). Betreiberin ist die ${OPERATOR}.`,
      ),
      h('§ 1 Leistungen'),
      p(
        'Gebrauchtwagen.at ist ein Online-Marktplatz, auf dem Händler und Privatpersonen Fahrzeuge anbieten. Wir stellen die Plattform bereit; Kaufverträge kommen ausschließlich zwischen Käufer und Anbieter zustande. Wir sind weder Verkäufer noch Vermittler und wickeln keine Zahlungen ab.',
      ),
      h('§ 2 Nutzung durch Suchende'),
      p('Suchen, Merkliste, Vergleich, Suchagent und Anfragen an Anbieter sind für Suchende kostenlos. Eine Registrierung ist dafür nicht erforderlich.'),
      h('§ 3 Inserate von Privatpersonen'),
      p(
        `Privatpersonen können über das Partnerportal bis zu ${FREE_PRIVATE_LISTINGS} Personenkraftwagen gleichzeitig kostenlos inserieren, jeweils mit bis zu ${MAX_IMAGES_PER_LISTING} Bildern. Ein Inserat bleibt ${LISTING_LIFETIME_DAYS} Tage online und kann verlängert werden.`,
      ),
      p('Wer inseriert, versichert, dass'),
      li('die Angaben zum Fahrzeug vollständig und wahr sind, insbesondere zu Kilometerstand, Unfallschäden und Mängeln,'),
      li('er oder sie über das Fahrzeug verfügen darf und die Bilder selbst aufgenommen hat oder verwenden darf,'),
      li('das Fahrzeug nur einmal inseriert ist und das Inserat nach dem Verkauf unverzüglich entfernt wird.'),
      h('§ 4 Kostenpflichtige Zusatzleistungen'),
      p(
        'Optionale Extras (etwa eine hervorgehobene Darstellung) sind kostenpflichtig. Preis und Leistung werden vor der Buchung angezeigt. Sie können binnen 14 Tagen ab Vertragsabschluss ohne Angabe von Gründen vom Vertrag zurücktreten (§ 11 FAGG). Haben Sie ausdrücklich verlangt, dass wir sofort mit der Leistung beginnen, und ist die Leistung vollständig erbracht, erlischt das Rücktrittsrecht (§ 18 Abs. 1 Z 1 FAGG).',
      ),
      h('§ 5 Unzulässige Inhalte'),
      p(
        'Unzulässig sind insbesondere Inserate ohne tatsächliches Verkaufsangebot, falsche oder irreführende Angaben, Inhalte, die Rechte Dritter verletzen, sowie Aufforderungen zu Vorauszahlungen an Unbekannte. Wir dürfen solche Inserate ohne Vorankündigung entfernen und den Zugang sperren.',
      ),
      h('§ 6 Haftung'),
      p(
        'Für Inhalte der Inserate sind die Anbieter verantwortlich. Wir haften für Schäden nur bei Vorsatz oder grober Fahrlässigkeit; die Haftung für Personenschäden bleibt unberührt. Für die ständige Verfügbarkeit der Plattform übernehmen wir keine Gewähr, bemühen uns aber um einen störungsfreien Betrieb.',
      ),
      h('§ 7 Datenschutz'),
      p('Wie wir personenbezogene Daten verarbeiten, beschreibt unsere Datenschutzerklärung unter gebrauchtwagen.at/datenschutz/.'),
      h('§ 8 Änderungen'),
      p(
        'Änderungen dieser Bedingungen teilen wir registrierten Nutzern mindestens einen Monat vor Inkrafttreten mit. Widersprechen Sie nicht, gelten die Änderungen ab dann; auf diese Folge weisen wir in der Mitteilung hin.',
      ),
      h('§ 9 Recht und Gerichtsstand'),
      p(
        'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzbestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt. Für Klagen gegen Verbraucher ist das Gericht an deren Wohnsitz zuständig (§ 14 KSchG).',
      ),
      h('§ 10 Streitbeilegung'),
      p(
        `Bei Fragen und Beschwerden erreichen Sie uns unter ${SUPPORT_EMAIL}. Wir nehmen an Verfahren vor der Schlichtung für Verbrauchergeschäfte (www.verbraucherschlichtung.at) teil.`,
      ),
      { kind: 'small', text: UPDATED },
    ],
  },
  {
    file: 'agb-haendler.pdf',
    title: 'Allgemeine Geschäftsbedingungen für Händler',
    blocks: [
      p(
        `Diese Bedingungen gelten für Unternehmer, die über Gebrauchtwagen.at Fahrzeuge anbieten (Händler). Betreiberin ist die ${OPERATOR}. Abweichende Bedingungen des Händlers gelten nur, wenn wir ihnen schriftlich zustimmen.`,
      ),
      h('§ 1 Vertragsschluss'),
      p(
        'Der Vertrag kommt mit unserer Bestätigung der Registrierung zustande. Wir dürfen einen Nachweis der Gewerbeberechtigung für den Kraftfahrzeughandel, die UID-Nummer und gegebenenfalls einen Firmenbuchauszug verlangen.',
      ),
      h('§ 2 Leistungen'),
      li('Veröffentlichung der Fahrzeuge des Händlers im vereinbarten Paket,'),
      li('Import des Bestands über Schnittstellen, eigene Händlerseite mit Logo, Standort und Bewertungen,'),
      li('Weiterleitung von Anfragen per E-Mail und auf Wunsch über Vermittlungsrufnummern (Call-Tracking).'),
      h('§ 3 Pflichten des Händlers'),
      li(
        'Inserate enthalten den Endpreis einschließlich Umsatzsteuer und Normverbrauchsabgabe sowie alle gesetzlichen Pflichtangaben, bei neuen Personenkraftwagen auch Verbrauch und CO2-Emissionen nach dem Pkw-Verbraucherinformationsgesetz.',
      ),
      li('Angaben zu Kilometerstand, Vorschäden, Erstzulassung und Ausstattung sind richtig und vollständig.'),
      li('Verkaufte Fahrzeuge werden binnen 24 Stunden entfernt; bei Bestandsimport über die Schnittstelle geschieht das automatisch.'),
      li('Der Händler tritt in Inseraten als Unternehmer auf und beantwortet Anfragen innerhalb angemessener Frist.'),
      h('§ 4 Entgelte und Zahlung'),
      p(
        'Es gelten die bei Vertragsabschluss vereinbarten Preise zuzüglich Umsatzsteuer. Entgelte werden monatlich im Voraus verrechnet und sind binnen 14 Tagen ab Rechnungsdatum ohne Abzug fällig. Bei Zahlungsverzug gelten die Zinsen nach § 456 UGB; wir dürfen Inserate nach erfolgloser Mahnung deaktivieren.',
      ),
      h('§ 5 Nutzungsrechte'),
      p(
        'Der Händler räumt uns für die Dauer des Vertrags das nicht ausschließliche Recht ein, Fahrzeugdaten, Bilder und Logo auf Gebrauchtwagen.at, in unseren Apps und in Werbung für die Inserate zu verwenden. Er stellt sicher, dass er über diese Rechte verfügt.',
      ),
      h('§ 6 Laufzeit und Kündigung'),
      p(
        'Der Vertrag läuft auf unbestimmte Zeit und kann von beiden Seiten mit einer Frist von einem Monat zum Monatsende schriftlich gekündigt werden. Das Recht zur Kündigung aus wichtigem Grund, etwa bei wiederholt irreführenden Inseraten, bleibt unberührt.',
      ),
      h('§ 7 Haftung'),
      p(
        'Wir haften nicht für leichte Fahrlässigkeit, ausgenommen Personenschäden. Die Haftung für entgangenen Gewinn und Folgeschäden ist ausgeschlossen, soweit gesetzlich zulässig.',
      ),
      h('§ 8 Datenschutz'),
      p(
        'Anfragen von Interessenten leiten wir an den Händler weiter; ab Erhalt verarbeitet der Händler diese Daten als eigener Verantwortlicher nach der DSGVO und nur zur Beantwortung der Anfrage und zur Vertragsanbahnung.',
      ),
      h('§ 9 Schlussbestimmungen'),
      p(
        'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen. Gerichtsstand ist das für Handelssachen in Wien sachlich zuständige Gericht. Änderungen und Ergänzungen bedürfen der Schriftform; E-Mail genügt.',
      ),
      p(`Händlerservice: ${SUPPORT_PHONE.display}, ${DEALER_PHONE_HOURS}.`),
      { kind: 'small', text: UPDATED },
    ],
  },
  {
    file: 'barrierefreiheitserklaerung.pdf',
    title: 'Erklärung zur Barrierefreiheit',
    blocks: [
      p(
        `Die ${OPERATOR} ist bemüht, ihre Website gebrauchtwagen.at im Einklang mit dem Barrierefreiheitsgesetz (BaFG) barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Website gebrauchtwagen.at.`,
      ),
      h('Stand der Vereinbarkeit'),
      p(
        'Die Website ist mit der Norm EN 301 549 und den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA weitgehend vereinbar. Die unten genannten Einschränkungen sind bekannt.',
      ),
      h('Was wir dafür tun'),
      li('Alle Seiten sind mit Tastatur bedienbar, der Fokus ist stets sichtbar, und ein Link führt direkt zum Inhalt.'),
      li('Die Seiten verwenden semantisches HTML mit Überschriften, Landmarken und beschrifteten Formularfeldern.'),
      li(
        'Kontraste entsprechen mindestens dem Verhältnis 4,5:1; Inhalte passen sich Bildschirmen ab 320 Pixel Breite und einer Vergrößerung bis 400 Prozent an.',
      ),
      li('Jede Seite wird bei jeder Änderung automatisch mit axe und Lighthouse auf Barrieren geprüft, bei Telefon- und Desktop-Breite.'),
      h('Nicht barrierefreie Inhalte'),
      li('Fahrzeugfotos stammen von den Anbietern. Ihr Alternativtext nennt Marke und Modell, beschreibt aber keine Einzelheiten wie Schäden.'),
      li(
        'Die PDF-Dokumente im Seitenfuß (darunter diese Erklärung) sind nicht mit Strukturinformationen (Tags) versehen. Die gleichen Inhalte stellen wir Ihnen auf Anfrage gerne als barrierefreies Dokument oder per E-Mail zur Verfügung.',
      ),
      li('Das Partnerportal für Inserenten wird von einem Dienstleister betrieben und ist nicht Gegenstand dieser Erklärung.'),
      h('Erstellung dieser Erklärung'),
      p('Diese Erklärung wurde im November 2026 auf Grundlage einer Selbstbewertung und automatischer Prüfungen erstellt und wird jährlich überprüft.'),
      h('Feedback und Kontakt'),
      p(
        `Sind Ihnen Barrieren aufgefallen, oder benötigen Sie Inhalte in einer anderen Form? Schreiben Sie uns an ${SUPPORT_EMAIL} oder rufen Sie uns an: ${SUPPORT_PHONE.display} (${DEALER_PHONE_HOURS}). Wir antworten innerhalb von zwei Wochen.`,
      ),
      h('Durchsetzungsverfahren'),
      p(
        'Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Marktüberwachungsbehörde nach dem Barrierefreiheitsgesetz wenden, das Sozialministeriumservice, Babenbergerstraße 5, 1010 Wien (www.sozialministeriumservice.at). Dort ist auch ein kostenloses Schlichtungsverfahren nach dem Behindertengleichstellungsgesetz möglich.',
      ),
      { kind: 'small', text: UPDATED },
    ],
  },
];

// --- layout ---------------------------------------------------------------------------------

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 60;
const STYLE: Record<Block['kind'], { font: 'F1' | 'F2'; size: number; leading: number; before: number; indent: number }> = {
  title: { font: 'F2', size: 18, leading: 24, before: 0, indent: 0 },
  heading: { font: 'F2', size: 12.5, leading: 17, before: 12, indent: 0 },
  paragraph: { font: 'F1', size: 10.5, leading: 14.5, before: 6, indent: 0 },
  bullet: { font: 'F1', size: 10.5, leading: 14.5, before: 3, indent: 14 },
  small: { font: 'F1', size: 9, leading: 12, before: 14, indent: 0 },
};

/** Helvetica's average advance is about 0.52 em for German prose; wrap a little early to stay inside. */
function wrap(text: string, size: number, width: number): string[] {
  const maxChars = Math.floor(width / (size * 0.53));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Windows-1252 bytes (WinAnsiEncoding) as a PDF hex string. */
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};
function winAnsiHex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = CP1252_EXTRA[ch] ?? ch.codePointAt(0) ?? 0x3f;
    hex += (code < 256 && !(code >= 0x80 && code < 0xa0 && !(ch in CP1252_EXTRA)) ? code : 0x3f).toString(16).padStart(2, '0');
  }
  return `<${hex}>`;
}

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

function layoutPages(title: string, blocks: Block[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const all: Block[] = [{ kind: 'title', text: title }, ...blocks];
  for (const block of all) {
    const style = STYLE[block.kind];
    const x = MARGIN + style.indent;
    const lines = wrap(block.text, style.size, PAGE_WIDTH - MARGIN - x);
    y -= style.before;
    lines.forEach((line, i) => {
      if (y - style.leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= style.leading;
      const ops = pages[pages.length - 1] ?? [];
      if (block.kind === 'bullet' && i === 0) ops.push(`BT /F1 ${style.size} Tf ${(x - 10).toFixed(2)} ${y.toFixed(2)} Td ${winAnsiHex('•')} Tj ET`);
      ops.push(`BT /${style.font} ${style.size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${winAnsiHex(line)} Tj ET`);
    });
  }
  return pages.map((ops, i) =>
    [...ops, `BT /F1 8.5 Tf ${(PAGE_WIDTH - MARGIN - 60).toFixed(2)} 36 Td ${winAnsiHex(`Seite ${i + 1} von ${pages.length}`)} Tj ET`].join('\n'),
  );
}

function buildPdf(title: string, blocks: Block[]): Buffer {
  const pageStreams = layoutPages(title, blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then (page, content) pairs.
  const pageIds = pageStreams.map((_, i) => 6 + i * 2);
  add(`<< /Type /Catalog /Pages 2 0 R /Lang (de-AT) /ViewerPreferences << /DisplayDocTitle true >> >>`);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${utf16Hex(title)} /Author ${utf16Hex('Gebrauchtwagen.at')} /Producer (scripts/generate-legal-pdfs.ts) >>`);
  for (const [i, stream] of pageStreams.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'docs');
fs.mkdirSync(outDir, { recursive: true });
for (const doc of DOCUMENTS) {
  const pdf = buildPdf(doc.title, doc.blocks);
  fs.writeFileSync(path.join(outDir, doc.file), pdf);
  console.log(`${doc.file}: ${pdf.length} Bytes`);
}
