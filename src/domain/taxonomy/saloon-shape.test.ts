import { describe, expect, it } from 'vitest';
import { MAKES } from './vehicle-catalogue.ts';
import { SALOON_SHAPE_EXCEPTIONS, saloonShapeOf } from './saloon-shape.ts';

const modelId = (makeName: string, modelName: string): number => {
  const model = MAKES.find((m) => m.name === makeName)?.models.find((m) => m.name === modelName);
  if (!model) throw new Error(`no ${makeName} ${modelName}`);
  return model.id;
};

describe('saloonShapeOf', () => {
  it('draws a Golf as a hatchback, an Octavia as a liftback and a 3er as a saloon with a boot', () => {
    expect(saloonShapeOf(modelId('VW', 'Golf'))).toBe('hatchback');
    expect(saloonShapeOf(modelId('Ford', 'Focus'))).toBe('hatchback');
    expect(saloonShapeOf(modelId('Skoda', 'Octavia'))).toBe('liftback');
    expect(saloonShapeOf(modelId('BMW', '3er'))).toBe('notchback');
    expect(saloonShapeOf(modelId('Tesla', 'Model 3'))).toBe('notchback');
  });

  it('lists only real models that are built as a Limousine', () => {
    const limousines = new Set(MAKES.flatMap((make) => make.models.filter((m) => m.bodyTypes.includes(6)).map((m) => `${make.name}|${m.name}`)));
    expect(SALOON_SHAPE_EXCEPTIONS.filter((k) => !limousines.has(k))).toEqual([]);
  });
});
