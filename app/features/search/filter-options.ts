import type { StateSlug } from '#src/domain/geo/austrian-states.ts';
import type { PriceGrade } from '#src/domain/pricing/price-rating.ts';
import { FOUR_WHEEL_DRIVE_EQUIPMENT_ID } from '#src/domain/search/search-options.ts';

export interface NamedOption<I extends string | number> {
  id: I;
  name: string;
}
export interface MakeOption {
  id: number;
  name: string;
  safeValue: string;
}
export interface ModelOption {
  id: number;
  makeId: number;
  name: string;
  safeValue: string;
}

/**
 * The choices of the search forms, taken from the taxonomy on the server and sent to the page
 * (plain data, so it survives serialisation). Models are only those of the chosen makes.
 */
export interface FilterOptions {
  makes: MakeOption[];
  models: ModelOption[];
  fuels: NamedOption<string>[];
  bodyTypes: NamedOption<number>[];
  gearboxes: NamedOption<number>[];
  bodyColors: (NamedOption<number> & { hex: string })[];
  offerTypes: NamedOption<string>[];
  equipment: (NamedOption<number> & { categoryId: number; top: boolean })[];
  equipmentCategories: NamedOption<number>[];
  upholstery: NamedOption<number>[];
  emissionClasses: NamedOption<number>[];
  /** the five price grades (issue 17), sent like the other lists so the page needs no copy of the rating rules */
  priceGrades: NamedOption<PriceGrade>[];
  states: { slug: StateSlug; name: string }[];
  /** the server's year, so year lists are the same on server and client */
  currentYear: number;
}

/** SPEC §2: the top makes (Audi, BMW, Ford, Mercedes-Benz, Opel, Skoda, VW) head the make list. */
export const TOP_MAKE_IDS: readonly number[] = [9, 13, 29, 47, 54, 60, 74];
export const TOP_MAKES_HEADING = 'TOP MARKEN';
export const OTHER_MAKES_HEADING = 'ANDERE MARKEN';

export function splitTopMakes<M extends { id: number }>(makes: readonly M[]): { top: M[]; other: M[] } {
  const top = TOP_MAKE_IDS.map((id) => makes.find((m) => m.id === id)).filter((m): m is M => m !== undefined);
  return { top, other: makes.filter((m) => !TOP_MAKE_IDS.includes(m.id)) };
}

/** The equipment a result page's filter form offers: the items marked for it, four-wheel drive and whatever is chosen. */
export function sideBarEquipment<E extends { id: number; top: boolean }>(equipment: readonly E[], chosen: readonly number[]): E[] {
  return equipment.filter((e) => e.top || e.id === FOUR_WHEEL_DRIVE_EQUIPMENT_ID || chosen.includes(e.id));
}

/**
 * The choices a result page sends: its form lists only the side bar's equipment, without categories
 * (the whole list, ~5 KB of every page's hydration data, is the detailed search's).
 */
export function resultPageOptions(options: FilterOptions, chosenEquipment: readonly number[]): FilterOptions {
  return { ...options, equipment: sideBarEquipment(options.equipment, chosenEquipment), equipmentCategories: [] };
}

/**
 * The form's lists that are the same on every result page (makes, fuels, colours, states …; ~5 KB).
 * They stay out of the result page's loader data, which travels in every page's hydration payload
 * and every client navigation: the document carries them once as JSON made once per taxonomy
 * (filter-lists.tsx: FilterListsScript), and a browser that reaches a result page by client
 * navigation from another page fetches them once (FILTER_LISTS_PATH); the page suspends until then
 * (navigations are transitions, so the previous page stays meanwhile).
 */
export type FilterLists = Omit<FilterOptions, PageOptionKey>;

/** What depends on the search: models of its makes, the side bar's equipment (with chosen items), the year. */
type PageOptionKey = 'models' | 'currentYear' | 'equipment' | 'equipmentCategories';
export type PageFilterOptions = Pick<FilterOptions, PageOptionKey>;
