/**
 * What a model's "Limousine" (construction 6) looks like. The portal's body types file
 * hatchbacks, liftbacks and notchback saloons all under Limousine, but a buyer knows a Golf
 * as a hatchback and a 3er as a saloon with a boot, so the demo photos draw the real shape.
 */

import { MAKES } from './vehicle-catalogue.ts';

/** hatchback: two-box with a steep tailgate (Golf); liftback: sloping tailgate (Octavia); notchback: saloon with a boot lid (3er). */
export type SaloonShape = 'hatchback' | 'liftback' | 'notchback';

/** Limousine models with five doors that are not hatchbacks, keyed 'Make|Model'. */
const FIVE_DOOR_EXCEPTIONS: Record<string, SaloonShape> = {
  'Audi|A4': 'notchback',
  'Audi|A6': 'notchback',
  'Audi|A5': 'liftback',
  'Audi|A7': 'liftback',
  'BMW|3er': 'notchback',
  'BMW|5er': 'notchback',
  'BMW|i5': 'notchback',
  'BMW|i4': 'liftback',
  'BYD|Seal': 'notchback',
  'Chevrolet|Cruze': 'notchback',
  'Chevrolet|Volt': 'liftback',
  'Citroën|C5 X': 'liftback',
  'Dacia|Logan': 'notchback',
  'DS|DS 5': 'liftback',
  'Ford|Mondeo': 'liftback',
  'Honda|Accord': 'notchback',
  'Honda|Insight': 'liftback',
  'Hyundai|Ioniq': 'liftback',
  'Kia|Optima': 'notchback',
  'Kia|Stinger': 'liftback',
  'Mazda|6': 'notchback',
  'Mazda|626': 'notchback',
  'Mercedes-Benz|C-Klasse': 'notchback',
  'Mercedes-Benz|CLA': 'notchback',
  'Mercedes-Benz|EQE': 'notchback',
  // The A-Klasse hatchback is a Kleinwagen in the catalogue; its Limousine is the saloon (V177).
  'Mercedes-Benz|A-Klasse': 'notchback',
  'Nissan|Primera': 'notchback',
  'Opel|Insignia': 'liftback',
  'Opel|Vectra': 'notchback',
  'Peugeot|508': 'liftback',
  'Polestar|2': 'liftback',
  'Porsche|Panamera': 'liftback',
  'Renault|Laguna': 'liftback',
  'Seat|Toledo': 'liftback',
  'Skoda|Octavia': 'liftback',
  'Skoda|Superb': 'liftback',
  'Skoda|Rapid': 'liftback',
  'Subaru|Legacy': 'notchback',
  'Tesla|Model S': 'liftback',
  'Toyota|Prius': 'liftback',
  'Toyota|Avensis': 'notchback',
  'VW|Passat': 'notchback',
  'VW|Arteon': 'liftback',
  'VW|ID.7': 'liftback',
};

const SHAPES: ReadonlyMap<number, SaloonShape> = new Map(
  MAKES.flatMap((make) =>
    make.models.map(
      (model) =>
        [
          model.id,
          // Four-door (and two-door) saloons have a boot; five-door ones a tailgate unless listed above.
          FIVE_DOOR_EXCEPTIONS[`${make.name}|${model.name}`] ?? (model.doors === 5 ? 'hatchback' : 'notchback'),
        ] as const,
    ),
  ),
);

/** The shape of the model's Limousine body; notchback for an unknown model. */
export function saloonShapeOf(modelId: number): SaloonShape {
  return SHAPES.get(modelId) ?? 'notchback';
}

/** The exception keys, for the catalogue test (every one must name a real Limousine model). */
export const SALOON_SHAPE_EXCEPTIONS: readonly string[] = Object.keys(FIVE_DOOR_EXCEPTIONS);
