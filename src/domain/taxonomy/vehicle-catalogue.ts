/**
 * Vehicle catalogue for the Austrian used-car market: makes, model lines and models with
 * market-like weights and plausible technical ranges (power, fuels, electric range, years).
 *
 * Compiled from general knowledge. Weights are relative shares of the Austrian used-car
 * stock (makes: overall share; models: share within the make), prices are typical Austrian
 * list prices (incl. NoVA/VAT) of a mid version in a recent year – or, for classics, a rough
 * present-day equivalent. Power ranges span all versions ever sold under the model name.
 *
 * Ids are stable and must never be reused:
 * - make ids 1..99 (fixed: 9 Audi, 13 BMW, 29 Ford, 47 Mercedes-Benz, 54 Opel, 60 Skoda, 74 VW)
 * - model id = 1000 + makeId * 100 + n, where n (1..99) is the per-make number written below
 * - model-line ids 500+ (BMW 501–509, Mercedes-Benz 521–525, Audi 531–534)
 *
 * Fuels: `electricRangeKm` is the range of the electric version (E) or, without one, of the
 * plug-in hybrid (H); a model with both (e-Golf and Golf GTE) gives the plug-in's in
 * `plugInRangeKm`. Plain (full/mild) hybrids are H without a range.
 */

import { type MakeDraft, type MakeSpec } from './catalogue-builder.ts';
import { MAKES_A_TO_L } from './catalogue-makes-a-l.ts';
import { MAKES_M_TO_Z } from './catalogue-makes-m-z.ts';

export type { FuelCode, MakeSpec, ModelLine, ModelSpec } from './catalogue-builder.ts';

// The make tables are written in two files only to keep each under 700 lines.
const RAW_MAKES: MakeDraft[] = [...MAKES_A_TO_L, ...MAKES_M_TO_Z];

const collator = new Intl.Collator('de-AT', { sensitivity: 'base' });

/** All makes, sorted alphabetically; `idx` is the 0-based display position. */
export const MAKES: readonly MakeSpec[] = [...RAW_MAKES]
  .sort((a, b) => collator.compare(a.name, b.name))
  .map((mk, idx) => ({ id: mk.id, name: mk.name, safeValue: mk.safeValue, idx, weight: mk.weight, models: mk.models }));
