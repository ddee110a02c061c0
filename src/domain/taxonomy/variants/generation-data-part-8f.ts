/**
 * Part 8f of the generation table of generation-data.ts: the Kia models whose engines were derived by
 * rule before (issue 36), each generation with the source its lines were checked against.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI_EN = (article: string) => `Wikipedia (en): ${article}`;

export const GENERATIONS_PART_8F: Record<string, GenerationDraft[]> = {
  'Kia|Picanto': [
    g('Picanto (SA)', 2004, 2011, [1], 'F', ['1.0|B|999|45|M', '1.1|B|1086|48'], WIKI_EN('Kia Picanto')),
    g('Picanto (TA)', 2011, 2017, [1], 'F', ['1.0|B|998|51|M', '1.2|B|1248|63'], WIKI_EN('Kia Picanto')),
    g(
      'Picanto (JA)',
      2017,
      null,
      [1],
      'F',
      ['1.0|B|998|49', '1.2|B|1248|62|M|2017-2020', '1.2|B|1197|62||2020-', '1.0 T-GDI|B|998|74|M'],
      WIKI_EN('Kia Picanto'),
    ),
  ],
  'Kia|Rio': [
    g('Rio (JB)', 2005, 2011, [1], 'F', ['1.4|B|1399|71', '1.6|B|1599|82', '1.5 CRDi|D|1493|81|M'], WIKI_EN('Kia Rio')),
    g('Rio (UB)', 2011, 2017, [1], 'F', ['1.2|B|1248|63|M', '1.4|B|1396|80', '1.4 CRDi|D|1396|66|M'], WIKI_EN('Kia Rio')),
    g('Rio (YB)', 2017, 2023, [1], 'F', ['1.2|B|1248|62|M', '1.0 T-GDI|B|998|74,88', '1.4 CRDi|D|1396|55,66|M|2017-2019'], WIKI_EN('Kia Rio')),
  ],
  'Kia|Stonic': [g('Stonic', 2017, null, [4], 'F', ['1.2|B|1248|62|M', '1.0 T-GDI|B|998|74,88'], WIKI_EN('Kia Stonic'))],
  'Kia|e-Niro': [
    g('e-Niro', 2019, 2022, [4], 'F', ['39 kWh|E|0|100', '64 kWh|E|0|150'], WIKI_EN('Kia Niro')),
    g('Niro EV', 2022, null, [4], 'F', ['64.8 kWh|E|0|150'], WIKI_EN('Kia Niro')),
  ],
  'Kia|Venga': [g('Venga', 2010, 2019, [12], 'F', ['1.4|B|1396|66|M', '1.6|B|1591|92', '1.4 CRDi|D|1396|66|M', '1.6 CRDi|D|1582|94|M'], WIKI_EN('Kia Venga'))],
  'Kia|EV6': [g('EV6', 2021, null, [4], 'R', ['58 kWh|E|0|125', '77 kWh|E|0|168', '77 kWh AWD|E|0|239|q', 'GT|E|0|430|q|2022-'], WIKI_EN('Kia EV6'))],
  'Kia|Carens': [
    g('Carens (UN)', 2006, 2012, [12], 'F', ['2.0|B|1975|106', '2.0 CRDi|D|1991|103'], WIKI_EN('Kia Carens')),
    g('Carens (RP)', 2013, 2019, [12], 'F', ['1.6 GDI|B|1591|99|M', '1.7 CRDi|D|1685|85,100'], WIKI_EN('Kia Carens')),
  ],
  'Kia|Soul': [
    g('Soul (AM)', 2008, 2013, [4], 'F', ['1.6|B|1591|93', '1.6 CRDi|D|1582|94'], WIKI_EN('Kia Soul')),
    g('Soul (PS)', 2014, 2019, [4], 'F', ['1.6 GDI|B|1591|97', '1.6 CRDi|D|1582|94', 'EV|E|0|81'], WIKI_EN('Kia Soul')),
    g('e-Soul (SK3)', 2019, 2021, [4], 'F', ['e-Soul|E|0|100,150'], WIKI_EN('Kia Soul')),
  ],
  'Kia|ProCeed': [
    g(
      'ProCeed (CD)',
      2019,
      2024,
      [5],
      'F',
      ['1.4 T-GDI|B|1353|103||2019-2020', '1.5 T-GDI|B|1482|118||2020-', '1.6 T-GDI GT|B|1591|150', '1.6 CRDi|D|1598|100||2019-2022'],
      WIKI_EN('Kia Ceed'),
    ),
  ],
  'Kia|Optima': [
    g('Optima (TF)', 2012, 2015, [6], 'F', ['1.7 CRDi|D|1685|100'], WIKI_EN('Kia Optima')),
    g(
      'Optima (JF)',
      2016,
      2020,
      [6, 5],
      'F',
      ['1.7 CRDi|D|1685|104', '2.0 T-GDI GT|B|1998|180|A|2017-', '2.0 GDI Plug-in-Hybrid|H|1999|151|A|2016-'],
      WIKI_EN('Kia Optima'),
    ),
  ],
  'Kia|Stinger': [
    g(
      'Stinger',
      2017,
      2023,
      [6],
      'R',
      ['2.0 T-GDI|B|1998|188|A|2017-2020', '2.2 CRDi|D|2199|147|aA|2017-2020', 'GT 3.3 T-GDI|B|3342|269|qA'],
      WIKI_EN('Kia Stinger'),
    ),
  ],
  'Kia|EV9': [g('EV9', 2023, null, [4], 'R', ['RWD|E|0|150', 'AWD|E|0|283|q'], WIKI_EN('Kia EV9'))],
  'Kia|EV3': [g('EV3', 2024, null, [4], 'F', ['EV3|E|0|150'], WIKI_EN('Kia EV3'))],
};
