/**
 * Part 11c of the generation table of generation-data.ts: the second round of issue 36 continued
 * (Smart), each generation with the source its lines were checked against. Smart's 0.8 and 1.5 cdi
 * diesels are left out: the taxonomy sells the fortwo and forfour as petrol and electric cars only.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI_EN = (article: string) => `Wikipedia (en): ${article}`;

export const GENERATIONS_PART_11C: Record<string, GenerationDraft[]> = {
  'Smart|fortwo': [
    g(
      'fortwo (W450)',
      1998,
      2007,
      [1, 2],
      'R',
      ['0.6|B|599|33,40|A|1998-2003', '0.7|B|698|37,45|A|2003-', '0.7 Brabus|B|698|55|A|2003-'],
      WIKI_EN('Smart Fortwo'),
    ),
    g(
      'fortwo (W451)',
      2007,
      2014,
      [1, 2],
      'R',
      [
        '1.0|B|999|45,52|A',
        '1.0 Turbo|B|999|62|A',
        '1.0 Turbo Brabus|B|999|72|A|2007-2010',
        '1.0 Turbo Brabus|B|999|75|A|2011-',
        'electric drive|E|0|55|A|2012-',
      ],
      WIKI_EN('Smart Fortwo'),
    ),
    g(
      'fortwo (W453)',
      2014,
      2024,
      [1, 2],
      'R',
      [
        '1.0|B|999|45|2014-2019',
        '0.9 Turbo|B|898|66|2014-2019',
        '0.9 Turbo Brabus|B|898|80|A|2016-2019',
        'electric drive|E|0|60|A|2017-2019',
        'EQ|E|0|60|A|2020-',
      ],
      WIKI_EN('Smart Fortwo'),
    ),
  ],
  'Smart|forfour': [
    g(
      'forfour (W454)',
      2004,
      2006,
      [1],
      'F',
      ['1.1|B|1124|55|M', '1.3|B|1332|70', '1.5|B|1499|80', '1.5 Turbo Brabus|B|1468|130|M|2005-'],
      WIKI_EN('Smart Forfour'),
    ),
    g(
      'forfour (W453)',
      2014,
      2021,
      [1],
      'R',
      [
        '1.0|B|999|45|2014-2019',
        '0.9 Turbo|B|898|66|2014-2019',
        '0.9 Turbo Brabus|B|898|80|A|2016-2019',
        'electric drive|E|0|60|A|2017-2019',
        'EQ|E|0|60|A|2020-',
      ],
      WIKI_EN('Smart Forfour'),
    ),
  ],
  'Smart|#1': [g('#1', 2023, null, [4], 'R', ['RWD|E|0|200', 'Brabus|E|0|315|q'], WIKI_EN('Smart #1'))],
  'Smart|#3': [g('#3', 2024, null, [4], 'R', ['RWD|E|0|200', 'Brabus|E|0|315|q'], WIKI_EN('Smart #3'))],
  'Smart|Roadster': [g('Roadster (452)', 2003, 2005, [2], 'R', ['0.7|B|698|45,60|A', '0.7 Brabus|B|698|74|A|2004-'], WIKI_EN('Smart Roadster'))],
};
