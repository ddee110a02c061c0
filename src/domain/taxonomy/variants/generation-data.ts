/**
 * Generations and engine variants of the 91 models that make up most of the Austrian used-car
 * stock (about 58 % of all listings), from public manufacturer data, simplified to the
 * volume engines sold in Austria. Every other model gets its variants from the rules in
 * vehicle-variants.ts (engine families: engine-family-data.ts).
 *
 * An engine is written 'label|fuel|ccm|kW,kW…|flags':
 * - fuel B Benzin, D Diesel, E Elektro (ccm 0), H Hybrid/Plug-in (plug-in when the label says so), O CNG/LPG
 * - flags: A automatic only, M manual only, q all-wheel drive only, a all-wheel drive optional,
 *   r rear-wheel drive (overrides the generation's layout)
 * - optional years 'from-to' (or 'from-') for an engine launched or dropped within the generation
 */

import { type GenerationDraft } from './generation-draft.ts';
import { GENERATIONS_PART_1 } from './generation-data-part-1.ts';
import { GENERATIONS_PART_2 } from './generation-data-part-2.ts';
import { GENERATIONS_PART_3 } from './generation-data-part-3.ts';
import { GENERATIONS_PART_4 } from './generation-data-part-4.ts';
import { GENERATIONS_PART_5 } from './generation-data-part-5.ts';
import { GENERATIONS_PART_6 } from './generation-data-part-6.ts';
import { GENERATIONS_PART_7 } from './generation-data-part-7.ts';
import { GENERATIONS_PART_8 } from './generation-data-part-8.ts';
import { GENERATIONS_PART_8B } from './generation-data-part-8b.ts';
import { GENERATIONS_PART_8C } from './generation-data-part-8c.ts';
import { GENERATIONS_PART_8D } from './generation-data-part-8d.ts';
import { GENERATIONS_PART_8E } from './generation-data-part-8e.ts';
import { GENERATIONS_PART_8F } from './generation-data-part-8f.ts';
import { GENERATIONS_PART_9 } from './generation-data-part-9.ts';
import { GENERATIONS_PART_9B } from './generation-data-part-9b.ts';
import { GENERATIONS_PART_9C } from './generation-data-part-9c.ts';
import { GENERATIONS_PART_9D } from './generation-data-part-9d.ts';
import { GENERATIONS_PART_11 } from './generation-data-part-11.ts';
import { GENERATIONS_PART_11B } from './generation-data-part-11b.ts';
import { GENERATIONS_PART_11C } from './generation-data-part-11c.ts';
import { GENERATIONS_PART_12 } from './generation-data-part-12.ts';
import { GENERATIONS_PART_12B } from './generation-data-part-12b.ts';

export type { GenerationDraft };

/**
 * Keyed by 'Make|Model' as the taxonomy spells them (checked by the catalogue test). The table is
 * written in several files only to keep each under 700 lines; they are joined in the order written.
 */
export const GENERATIONS: Record<string, GenerationDraft[]> = {
  ...GENERATIONS_PART_1,
  ...GENERATIONS_PART_2,
  ...GENERATIONS_PART_3,
  ...GENERATIONS_PART_4,
  ...GENERATIONS_PART_5,
  ...GENERATIONS_PART_6,
  ...GENERATIONS_PART_7,
  ...GENERATIONS_PART_8,
  ...GENERATIONS_PART_8B,
  ...GENERATIONS_PART_8C,
  ...GENERATIONS_PART_8D,
  ...GENERATIONS_PART_8E,
  ...GENERATIONS_PART_8F,
  ...GENERATIONS_PART_9,
  ...GENERATIONS_PART_9B,
  ...GENERATIONS_PART_9C,
  ...GENERATIONS_PART_9D,
  ...GENERATIONS_PART_11,
  ...GENERATIONS_PART_11B,
  ...GENERATIONS_PART_11C,
  ...GENERATIONS_PART_12,
  ...GENERATIONS_PART_12B,
};

/**
 * The makes whose every model has its engine table here, checked line by line against the makers'
 * line-ups (issue 36), with the source of each generation; the other makes' tables so far are the
 * ones above that carry a source.
 */
export const REVIEWED_MAKES: readonly string[] = [
  ...['VW', 'Skoda', 'Seat', 'Audi', 'Mercedes-Benz', 'Ford'],
  // second round (issue 36), one make per commit
  ...['BMW', 'Opel', 'Toyota', 'Hyundai', 'Renault', 'Peugeot', 'Kia', 'Mazda'],
  ...['Dacia', 'Fiat', 'Citroën', 'Volvo', 'Suzuki', 'Nissan', 'Mini', 'Cupra', 'Porsche'],
  // third round (issue 36)
  ...['Tesla', 'Mitsubishi', 'Honda', 'Jeep'],
  ...['Land Rover', 'Alfa Romeo', 'Smart', 'Chevrolet'],
];
