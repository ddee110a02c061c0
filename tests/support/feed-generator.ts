import fs from 'node:fs';
import { once } from 'node:events';
import { createSeededRandom } from '#src/domain/random/seeded-random.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { BODY_COLORS, EQUIPMENT, FUEL_CATEGORIES } from '#src/domain/taxonomy/reference-data.ts';

/** Columns of a typical dealer-system export: ours by name, plus one we do not know. */
const COLUMNS = [
  'offerReference',
  'make',
  'model',
  'version',
  'price',
  'firstRegistrationDate',
  'mileage',
  'powerInKW',
  'fuel',
  'bodyType',
  'bodyColor',
  'transmissionType',
  'numberOfDoors',
  'numberOfSeats',
  'consumption',
  'co2',
  'wltp.co2EmissionsCombined',
  'highlights.warranty',
  'equipments',
  'description',
  'Interne Nummer',
] as const;

export interface GeneratedFeed {
  rows: number;
  /** rows with a deliberate error, by the reason the import should give */
  bad: Record<string, number>;
}

const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Writes a deterministic semicolon CSV feed of `rows` cars (references PREFIX-1 …) to `file`, streaming
 * so the generator itself stays small. Every 997th row has an unknown fuel and every 1499th a negative
 * mileage; `priceBump` changes every price so a second feed differs.
 */
export async function writeCsvFeed(
  file: string,
  rows: number,
  options: { prefix?: string; seed?: number; priceBump?: number; now?: Date } = {},
): Promise<GeneratedFeed> {
  const { prefix = 'FEED', seed = 5, priceBump = 0, now = new Date() } = options;
  const random = createSeededRandom(seed);
  const out = fs.createWriteStream(file, { encoding: 'utf8' });
  const bad = { 'fuel: Unbekannter Wert': 0, 'mileage: Mindestens 0': 0 };
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(COLUMNS.join(';'));
  const currentYear = now.getUTCFullYear();
  for (let i = 1; i <= rows; i++) {
    const make = random.pick(MAKES);
    const model = random.pick(make.models);
    const fromYear = Math.max(model.years[0], currentYear - 30);
    const toYear = Math.min(model.years[1] ?? currentYear - 1, currentYear - 1);
    const year = random.int(Math.min(fromYear, toYear), toYear);
    const fuelCode = random.pick(model.fuels);
    let fuel = FUEL_CATEGORIES.find((f) => f.id === fuelCode)?.name ?? 'Benzin';
    let mileage = random.int(1000, 250_000);
    if (i % 997 === 0) {
      fuel = 'Kerosin';
      bad['fuel: Unbekannter Wert']++;
    } else if (i % 1499 === 0) {
      mileage = -1;
      bad['mileage: Mindestens 0']++;
    }
    const equipment = Array.from({ length: random.int(0, 6) }, () => random.pick(EQUIPMENT).name).filter((n) => n !== 'Allradantrieb');
    const cells = [
      `${prefix}-${i}`,
      make.name,
      model.name,
      `${random.int(10, 30) / 10} Edition`,
      String(random.int(20, 800) * 100 - 10 + priceBump),
      `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
      String(mileage),
      String(random.int(model.powerKw[0], model.powerKw[1])),
      fuel,
      String(random.pick(model.bodyTypes)),
      random.pick(BODY_COLORS).name,
      random.pick(['Schaltgetriebe', 'Automatik']),
      String(model.doors),
      String(model.seats),
      (random.int(40, 90) / 10).toFixed(1).replace('.', ','),
      String(random.int(90, 220)),
      String(random.int(90, 220)),
      random.pick(['ja', 'nein']),
      [...new Set(equipment)].join('|'),
      `Gepflegt; "Top-Zustand"\nFahrzeug Nr. ${i}`,
      `INT-${i * 7}`,
    ];
    await write(cells.map(csvCell).join(';'));
  }
  out.end();
  await once(out, 'finish');
  return { rows, bad };
}
