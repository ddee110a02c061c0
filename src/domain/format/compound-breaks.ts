/**
 * Where long German compound words of our labels may break: soft hyphens (U+00AD) at the joints
 * ('Verkehrs|zeichen|erkennung'). Narrow columns (the compare table's labels on a phone) would
 * otherwise widen to the longest word or cut it mid-syllable, and many browsers (Chromium on Linux
 * and Windows) have no German hyphenation of their own. Curated, not guessed: a wrong joint reads
 * worse than no break, so only the words listed here get breaks.
 */
const SOFT_HYPHEN = '\u00AD';

const JOINTS: readonly string[] = [
  'Erst|zulassung',
  'Kilo|meter|stand',
  'Treib|stoff',
  'Emis|sionen',
  'Fahrer|airbag',
  'Bei|fahrer|airbag',
  'Seiten|airbags',
  'Kopf|airbags',
  'Reifen|druck|kontrolle',
  'Alarm|anlage',
  'Zentral|verriegelung',
  'Elek|trische',
  'Fenster|heber',
  'Außen|spiegel',
  'Servo|lenkung',
  'Klima|anlage',
  'Klima|automatik',
  'Sitz|heizung',
  'Lenkrad|heizung',
  'Stand|heizung',
  'Sitz|belüftung',
  'Massage|sitze',
  'Heck|klappe',
  'Licht|sensor',
  'Regen|sensor',
  'Park|bremse',
  'Navigations|system',
  'Frei|sprech|einrichtung',
  'An|schluss',
  'Induk|tives',
  'Sound|system',
  'Digi|tales',
  'Touch|screen',
  'Not|brems|assistent',
  'Abstands|tempomat',
  'Spur|halte|assistent',
  'Tot|winkel|assistent',
  'Verkehrs|zeichen|erkennung',
  'Einpark|hilfe',
  'Rück|fahr|kamera',
  'Einpark|automatik',
  'Müdig|keits|erkennung',
  'Fern|licht|assistent',
  'Berg|anfahr|assistent',
  'Schein|werfer',
  'Nebel|schein|werfer',
  'Alu|felgen',
  'Anhänger|kupplung',
  'Panorama|dach',
  'Schiebe|dach',
  'Dach|reling',
  'Schei|ben',
  'Lackie|rung',
  'Tag|fahr|licht',
  'Leder|sitze',
  'Sport|sitze',
  'Leder|lenkrad',
  'Multi|funktions|lenkrad',
  'Ambiente|beleuchtung',
  'Mittel|arm|lehne',
  'Rück|sitz|bank',
  'umklapp|bar',
  'Allrad|antrieb',
  'Service|gepflegt',
  'Service|heft',
  'Auto|matik',
  'Nicht|raucher|fahrzeug',
  'Sport|fahrwerk',
  'Luft|federung',
  'Behinderten|gerecht',
  'Winter|reifen',
  'Preis|bewertung',
];

/** lower-cased word → the offsets of its joints */
const JOINT_OFFSETS = new Map(
  JOINTS.map((j) => {
    const offsets: number[] = [];
    j.split('|').reduce((at, part) => (offsets.push(at + part.length), at + part.length), 0);
    return [j.replaceAll('|', '').toLowerCase(), offsets.slice(0, -1)];
  }),
);

/** The label with soft hyphens at the joints of the compound words we know; other words unchanged. */
export function withCompoundBreaks(label: string): string {
  return label.replace(/\p{L}+/gu, (word) => {
    const offsets = JOINT_OFFSETS.get(word.toLowerCase());
    if (!offsets) return word;
    let out = '';
    let from = 0;
    for (const at of offsets) {
      out += word.slice(from, at) + SOFT_HYPHEN;
      from = at;
    }
    return out + word.slice(from);
  });
}
