/**
 * Part 12 of the generation table of generation-data.ts: the third round of issue 36 (Tesla,
 * Mitsubishi), each generation with the source its lines were checked against.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI = (article: string) => `Wikipedia (de): ${article}`;
const WIKI_EN = (article: string) => `Wikipedia (en): ${article}`;

export const GENERATIONS_PART_12: Record<string, GenerationDraft[]> = {
  // Tesla quotes the power of both motors together; the first Model 3s were approved with less than the 2021 update.
  'Tesla|Model 3': [
    g(
      'Model 3',
      2019,
      2023,
      [6],
      'R',
      [
        'Standard Range Plus|E|0|190|A|2019-2020',
        'RWD|E|0|208|A|2021-',
        'Long Range AWD|E|0|340|qA|2019-2020',
        'Long Range AWD|E|0|366|qA|2021-',
        'Performance|E|0|358|qA|2019-2020',
        'Performance|E|0|377|qA|2021-',
      ],
      'ADAC Motorwelt 6/2019 (first versions); Wikipedia (de): Tesla Model 3',
    ),
    g('Model 3 Highland', 2023, null, [6], 'R', ['RWD|E|0|208|A', 'Long Range AWD|E|0|366|qA', 'Performance|E|0|460|qA|2024-'], WIKI('Tesla Model 3')),
  ],
  'Tesla|Model Y': [
    g('Model Y', 2021, 2025, [4], 'R', ['RWD|E|0|220|A|2022-', 'Long Range AWD|E|0|378|qA', 'Performance|E|0|393|qA'], WIKI('Tesla Model Y')),
    g('Model Y Juniper', 2025, null, [4], 'R', ['RWD|E|0|220|A', 'Long Range AWD|E|0|378|qA', 'Performance|E|0|460|qA|2025-'], WIKI('Tesla Model Y')),
  ],
  // Since 2016 the EU lets Tesla quote only what the battery can feed both motors (P85D 539 PS, not the sum 772 PS).
  'Tesla|Model S': [
    g(
      'Model S',
      2013,
      2016,
      [6],
      'R',
      [
        '60|E|0|225|A|2013-2015',
        '85|E|0|270|A|2013-2015',
        'P85|E|0|310|A|2013-2015',
        '70D|E|0|244|qA|2015-',
        '85D|E|0|310|qA|2015-',
        'P85D|E|0|396|qA|2015-',
        '90D|E|0|310|qA|2015-',
        'P90D|E|0|396|qA|2015-',
      ],
      WIKI('Tesla Model S'),
    ),
    g(
      'Model S (Facelift)',
      2016,
      2021,
      [6],
      'R',
      [
        '75D|E|0|245|qA|2016-2019',
        '90D|E|0|310|qA|2016-2017',
        'P90D|E|0|396|qA|2016-2017',
        '100D|E|0|310|qA|2017-2019',
        'P100D|E|0|449|qA|2017-2019',
        'Long Range|E|0|310|qA|2019-',
        'Performance|E|0|449|qA|2019-',
      ],
      WIKI('Tesla Model S'),
    ),
    // Delivered in Europe again from the turn of 2022/23, the Plaid first.
    g('Model S (2022)', 2022, null, [6], 'R', ['Long Range|E|0|493|qA|2023-', 'Plaid|E|0|750|qA'], WIKI('Tesla Model S')),
  ],
  'Tesla|Model X': [
    g(
      'Model X',
      2016,
      2021,
      [4],
      'R',
      [
        '75D|E|0|245|qA|2016-2019',
        '90D|E|0|310|qA|2016-2017',
        'P90D|E|0|396|qA|2016-2017',
        '100D|E|0|310|qA|2017-2019',
        'P100D|E|0|449|qA|2017-2019',
        'Long Range|E|0|310|qA|2019-',
        'Performance|E|0|449|qA|2019-',
      ],
      WIKI('Tesla Model X'),
    ),
    g('Model X (2022)', 2022, null, [4], 'R', ['Long Range|E|0|493|qA|2023-', 'Plaid|E|0|750|qA'], WIKI('Tesla Model X')),
  ],
  'Tesla|Roadster': [
    g('Roadster', 2008, 2012, [2], 'R', ['Roadster|E|0|185|A', 'Roadster Sport|E|0|215|A|2009-'], WIKI_EN('Tesla Roadster (first generation)')),
  ],
};
