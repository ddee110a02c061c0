/**
 * Our private-sale contract for a used car (issue 28 §4), in the order Austrian buyers know from the
 * consumer-protection model contracts: parties, car, its condition part by part, price and payment,
 * the warranty exclusion usual between private persons (with what it cannot exclude), handover and
 * signatures. The text is ours. Pure data: sale-contract-pdf.server.ts lays it out.
 */

/** What the valuation knows of the car; empty strings leave a line to fill in. */
export interface ContractCar {
  make: string;
  model: string;
  /** 'MM/JJJJ' */
  firstRegistration: string;
  /** '140.000 km' */
  mileage: string;
  /** '85 kW (116 PS)' */
  power: string;
  fuel: string;
}

export type ContractBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** a label with a filled value or a line to write on */
  | { kind: 'field'; label: string; value: string }
  /** a part of the car with its condition to tick: 'ohne erkennbare Mängel' or the defects */
  | { kind: 'condition'; label: string }
  | { kind: 'signatures' };

export const CONTRACT_TITLE = 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug (Privatverkauf)';

const CONDITION_PARTS = [
  'Karosserie und Lack',
  'Innenraum',
  'Motor und Getriebe',
  'Reifen und Felgen',
  'Papiere (Zulassungsschein, Typenschein, Serviceheft, §57a-Gutachten)',
];

export function contractBlocks(car: ContractCar): ContractBlock[] {
  return [
    { kind: 'paragraph', text: 'Abgeschlossen zwischen zwei Privatpersonen. Bitte vollständig und gut lesbar ausfüllen; jede Seite erhält ein Exemplar.' },
    { kind: 'heading', text: '1. Verkäufer' },
    { kind: 'field', label: 'Vor- und Zuname', value: '' },
    { kind: 'field', label: 'Anschrift', value: '' },
    { kind: 'field', label: 'Geburtsdatum, Lichtbildausweis Nr.', value: '' },
    { kind: 'heading', text: '2. Käufer' },
    { kind: 'field', label: 'Vor- und Zuname', value: '' },
    { kind: 'field', label: 'Anschrift', value: '' },
    { kind: 'field', label: 'Geburtsdatum, Lichtbildausweis Nr.', value: '' },
    { kind: 'heading', text: '3. Fahrzeug' },
    { kind: 'field', label: 'Marke', value: car.make },
    { kind: 'field', label: 'Modell / Type', value: car.model },
    { kind: 'field', label: 'Erstzulassung', value: car.firstRegistration },
    { kind: 'field', label: 'Kilometerstand laut Tacho', value: car.mileage },
    { kind: 'field', label: 'Leistung, Treibstoff', value: [car.power, car.fuel].filter((s) => s !== '').join(', ') },
    { kind: 'field', label: 'Fahrgestellnummer (FIN)', value: '' },
    { kind: 'field', label: 'Kennzeichen, nächste §57a-Begutachtung', value: '' },
    { kind: 'field', label: 'Mitgegebene Schlüssel (Anzahl)', value: '' },
    { kind: 'heading', text: '4. Zustand' },
    { kind: 'paragraph', text: 'Der Käufer hat das Fahrzeug besichtigt und Probe gefahren. Der Verkäufer gibt den Zustand nach bestem Wissen so an:' },
    ...CONDITION_PARTS.map((label): ContractBlock => ({ kind: 'condition', label })),
    { kind: 'field', label: 'Unfallschäden: keine bekannt / folgende', value: '' },
    { kind: 'field', label: 'Zugesicherte Eigenschaften (z. B. Ausstattung)', value: '' },
    { kind: 'heading', text: '5. Kaufpreis und Bezahlung' },
    { kind: 'field', label: 'Kaufpreis in Euro (€)', value: '' },
    { kind: 'field', label: 'in Worten', value: '' },
    { kind: 'field', label: 'bezahlt bar / per Überweisung am', value: '' },
    {
      kind: 'paragraph',
      text: 'Der Verkäufer bestätigt mit seiner Unterschrift den Erhalt des Kaufpreises, soweit er bar bezahlt wurde. Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum des Verkäufers.',
    },
    { kind: 'heading', text: '6. Gewährleistung' },
    {
      kind: 'paragraph',
      text:
        'Das Fahrzeug wird gebraucht, wie besichtigt und Probe gefahren, verkauft. Die Gewährleistung wird ausgeschlossen. Davon ausgenommen sind die in Punkt 4 zugesicherten Eigenschaften ' +
        'sowie Mängel, die der Verkäufer kannte und verschwiegen hat. Der Verkäufer erklärt, dass das Fahrzeug sein Eigentum ist, frei von Rechten Dritter, dass ihm keine weiteren ' +
        'Unfallschäden bekannt sind und dass der Kilometerstand nach seinem Wissen der tatsächlichen Laufleistung entspricht.',
    },
    { kind: 'heading', text: '7. Übergabe' },
    { kind: 'field', label: 'Übergabe am (Datum, Uhrzeit)', value: '' },
    {
      kind: 'paragraph',
      text:
        'Mit der Übergabe gehen Gefahr und Nutzen auf den Käufer über. Der Käufer lässt das Fahrzeug binnen einer Woche auf sich zulassen oder die Kennzeichen abmelden; ' +
        'der Verkäufer zeigt den Verkauf seiner Versicherung an. Für Verwaltungsstrafen und Mautforderungen ab der Übergabe haftet der Käufer.',
    },
    { kind: 'heading', text: '8. Unterschriften' },
    { kind: 'field', label: 'Ort, Datum', value: '' },
    { kind: 'signatures' },
  ];
}
