import type { SeededRandom } from '../domain/random/seeded-random.ts';
import { EQUIPMENT } from '../domain/taxonomy/reference-data.ts';
import { CONDITION_LINES, DEALER_CLOSERS, HISTORY_LINES, OPENERS, PRIVATE_CLOSERS } from '../domain/taxonomy/description-phrases.ts';

interface DescriptionFacts {
  make: string;
  model: string;
  isPrivate: boolean;
  age: number;
  mileage: number;
  previousOwners: number;
  equipmentIds: number[];
}

const equipmentName = new Map(EQUIPMENT.map((e) => [e.id, e.name]));

/** A German ad text assembled from phrase lists, with a few equipment highlights. */
export function composeDescription(random: SeededRandom, facts: DescriptionFacts): string {
  const fill = (s: string) => s.replaceAll('{make}', facts.make).replaceAll('{model}', facts.model);
  const parts = [fill(random.pick(OPENERS)), fill(random.pick(CONDITION_LINES)), fill(random.pick(HISTORY_LINES))];
  const highlights = facts.equipmentIds
    .filter(() => random.chance(0.35))
    .slice(0, 6)
    .map((id) => equipmentName.get(id))
    .filter(Boolean);
  if (highlights.length > 0) parts.push(`Ausstattung u. a.: ${highlights.join(', ')}.`);
  parts.push(fill(random.pick(facts.isPrivate ? PRIVATE_CLOSERS : DEALER_CLOSERS)));
  return parts.join('\n\n');
}
