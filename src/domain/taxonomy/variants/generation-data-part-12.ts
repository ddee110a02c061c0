/**
 * Part 12 of the generation table of generation-data.ts: the third round of issue 36 (Tesla,
 * Mitsubishi), each generation with the source its lines were checked against.
 */

import { g, WIKI, WIKI_EN, type GenerationDraft } from './generation-draft.ts';

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
  // Mitsubishi: the plug-in hybrids with their system power; for the first Outlander PHEV Mitsubishi gave none, only its engine's 89 kW.
  'Mitsubishi|Outlander': [
    g('Outlander (CU)', 2003, 2006, [4], 'F', ['2.0|B|1997|100|a', '2.4|B|2378|118|a'], WIKI_EN('Mitsubishi Outlander')),
    g(
      'Outlander (CW)',
      2007,
      2012,
      [4],
      'F',
      ['2.0 MIVEC|B|1998|108|a', '2.4 MIVEC|B|2360|125|qA', '2.0 DI-D|D|1968|103|a|2007-2010', '2.2 DI-D|D|2179|115|a|2010-'],
      WIKI_EN('Mitsubishi Outlander'),
    ),
    g(
      'Outlander (GF)',
      2012,
      2021,
      [4],
      'F',
      [
        '2.0 MIVEC|B|1998|110|a',
        '2.2 DI-D|D|2268|110|a|2012-2018',
        '2.0 PHEV Plug-in-Hybrid|H|1998|89|qA|2013-2018',
        '2.4 PHEV Plug-in-Hybrid|H|2360|165|qA|2019-',
      ],
      WIKI_EN('Mitsubishi Outlander'),
    ),
    g('Outlander (GN)', 2024, null, [4], 'F', ['2.4 PHEV Plug-in-Hybrid|H|2360|225|qA'], WIKI_EN('Mitsubishi Outlander')),
  ],
  'Mitsubishi|ASX': [
    g(
      'ASX (GA)',
      2010,
      2023,
      [4],
      'F',
      [
        '1.6 MIVEC|B|1590|86|M',
        '1.8 DI-D|D|1798|85,110|a|2010-2015',
        '2.2 DI-D|D|2268|110|qA|2013-2019',
        '1.6 DI-D|D|1560|84|a|2015-2018',
        '2.0 MIVEC|B|1998|110|aA|2016-2022',
      ],
      WIKI_EN('Mitsubishi ASX'),
    ),
    g(
      'ASX (2023)',
      2023,
      null,
      [4],
      'F',
      ['1.0 Turbo|B|999|67|M', '1.3 Turbo|B|1332|103,116', '1.6 HEV|H|1598|105|A', '1.6 PHEV Plug-in-Hybrid|H|1598|117|A|2023-2024'],
      WIKI_EN('Mitsubishi ASX'),
    ),
  ],
  'Mitsubishi|Space Star': [g('Space Star (A0)', 2013, null, [1], 'F', ['1.0 MIVEC|B|999|52', '1.2 MIVEC|B|1193|59'], WIKI_EN('Mitsubishi Mirage'))],
  'Mitsubishi|Colt': [
    g('Colt (CJ0)', 1996, 2003, [1], 'F', ['1.3|B|1299|55|M', '1.6|B|1597|66'], WIKI_EN('Mitsubishi Colt')),
    g(
      'Colt (Z30)',
      2004,
      2012,
      [1],
      'F',
      ['1.1|B|1124|55|M', '1.3|B|1332|70', '1.5|B|1499|80', '1.5 CZT|B|1468|110|M|2005-', '1.5 DI-D|D|1493|50,70|M|2005-'],
      WIKI_EN('Mitsubishi Colt'),
    ),
    g('Colt (2023)', 2023, null, [1], 'F', ['1.0 Turbo|B|999|67|M', '1.6 HEV|H|1598|105|A'], WIKI_EN('Mitsubishi Colt')),
  ],
  'Mitsubishi|L200': [
    g('L200 (K70)', 1996, 2005, [4], 'R', ['2.5 TD|D|2477|73|qM'], WIKI_EN('Mitsubishi Triton')),
    g('L200 (KB4T)', 2006, 2015, [4], 'R', ['2.5 DI-D|D|2477|100,131|q'], WIKI_EN('Mitsubishi Triton')),
    g('L200 (KL)', 2015, 2024, [4], 'R', ['2.4 DI-D|D|2442|113,133|q|2015-2019', '2.2 DI-D|D|2268|110|q|2019-'], WIKI_EN('Mitsubishi Triton')),
    g('L200 (LC)', 2024, null, [4], 'R', ['2.4 DI-D|D|2442|150|q'], WIKI_EN('Mitsubishi Triton')),
  ],
  'Mitsubishi|Eclipse Cross': [
    g(
      'Eclipse Cross',
      2018,
      null,
      [4],
      'F',
      ['1.5 Turbo MIVEC|B|1499|120|a|2018-2020', '2.4 PHEV Plug-in-Hybrid|H|2360|138|qA|2021-'],
      WIKI_EN('Mitsubishi Eclipse Cross'),
    ),
  ],
  'Mitsubishi|Pajero': [
    g('Pajero (V20)', 1991, 1999, [4], 'R', ['2.5 TD|D|2477|73|qM', '2.8 TD|D|2835|92|q|1994-', '3.0 V6|B|2972|110|q'], WIKI_EN('Mitsubishi Pajero')),
    g('Pajero (V60)', 2000, 2006, [4], 'R', ['3.2 DI-D|D|3200|118|q', '3.5 V6|B|3497|149|qA'], WIKI_EN('Mitsubishi Pajero')),
    g('Pajero (V80)', 2007, 2021, [4], 'R', ['3.2 DI-D|D|3200|125|q|2007-2009', '3.2 DI-D|D|3200|147|q|2010-'], WIKI_EN('Mitsubishi Pajero')),
  ],
  'Mitsubishi|Lancer': [
    g('Lancer (CS)', 2003, 2008, [6, 5], 'F', ['1.3|B|1299|60|M', '1.6|B|1584|72', '2.0|B|1997|99'], WIKI_EN('Mitsubishi Lancer')),
    g(
      'Lancer (CY)',
      2008,
      2017,
      [6],
      'F',
      [
        '1.5 MIVEC|B|1499|80',
        '1.6 MIVEC|B|1590|86|M|2011-',
        '1.8 MIVEC|B|1798|105',
        '2.0 DI-D|D|1968|103|M|2008-2010',
        '1.8 DI-D|D|1798|85,110|M|2010-',
        'Ralliart|B|1998|177|qA|2009-2013',
        'Evolution X|B|1998|217|q|2008-2015',
      ],
      WIKI_EN('Mitsubishi Lancer (CY/CZ)'),
    ),
  ],
  'Mitsubishi|Galant': [
    g('Galant (E50)', 1992, 1996, [6, 5], 'F', ['1.8|B|1834|85|M', '2.0|B|1997|100', '2.5 V6|B|2498|125', '2.0 TD|D|1998|66|M'], WIKI_EN('Mitsubishi Galant')),
    g(
      'Galant (EA0)',
      1996,
      2003,
      [6, 5],
      'F',
      ['2.0|B|1997|100', '2.4 GDI|B|2351|110|A', '2.5 V6|B|2498|120', '2.0 TD|D|1998|66|M|1996-2000'],
      WIKI_EN('Mitsubishi Galant'),
    ),
  ],
  'Mitsubishi|Carisma': [
    g(
      'Carisma',
      1995,
      2004,
      [6],
      'F',
      ['1.6|B|1597|66,76', '1.8|B|1834|85||1995-1997', '1.8 GDI|B|1834|92||1997-', '1.9 TD|D|1870|66|M|1996-2000', '1.9 DI-D|D|1870|75|M|2000-'],
      WIKI_EN('Mitsubishi Carisma'),
    ),
  ],
  'Mitsubishi|i-MiEV': [g('i-MiEV', 2010, 2020, [1], 'R', ['i-MiEV|E|0|49'], WIKI_EN('Mitsubishi i-MiEV'))],
  'Mitsubishi|Grandis': [g('Grandis', 2003, 2011, [12], 'F', ['2.4 MIVEC|B|2378|121', '2.0 DI-D|D|1968|100|M|2005-'], WIKI_EN('Mitsubishi Grandis'))],
};
