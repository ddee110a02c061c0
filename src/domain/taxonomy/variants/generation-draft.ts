/** One generation of a model as generation-data.ts writes it, and `g`, the short way to write one. */

export interface GenerationDraft {
  name: string;
  from: number;
  to: number | null;
  /** body type ids built in this generation, most common first */
  bodies: number[];
  /** the drive of the plain versions: F front, R rear */
  layout: 'F' | 'R';
  engines: string[];
  /** where the engine lines were checked: the maker's price list or data sheet, or the model's Wikipedia article */
  source?: string;
}

export const g = (name: string, from: number, to: number | null, bodies: number[], layout: 'F' | 'R', engines: string[], source?: string): GenerationDraft => ({
  name,
  from,
  to,
  bodies,
  layout,
  engines,
  ...(source ? { source } : {}),
});

/** A generation's source: its model's article in the German or the English Wikipedia. */
export const WIKI = (article: string) => `Wikipedia (de): ${article}`;
export const WIKI_EN = (article: string) => `Wikipedia (en): ${article}`;
