/**
 * Part 9c of the generation table of generation-data.ts: the second round of issue 36 continued
 * (Nissan …), each generation with the source its lines were checked against.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI = (article: string) => `Wikipedia (de): ${article}`;

export const GENERATIONS_PART_9C: Record<string, GenerationDraft[]> = {
  'Nissan|Qashqai': [
    g(
      'Qashqai (J10)',
      2007,
      2013,
      [4],
      'F',
      ['1.6|B|1598|84', '2.0|B|1997|104|a', '1.5 dCi|D|1461|78,81|M', '1.6 dCi|D|1598|96|a|2011-', '2.0 dCi|D|1995|110|a'],
      WIKI('Nissan Qashqai'),
    ),
    g(
      'Qashqai (J11)',
      2014,
      2021,
      [4],
      'F',
      [
        '1.2 DIG-T|B|1197|85||2014-2018',
        '1.3 DIG-T|B|1332|103,117||2018-',
        '1.6 DIG-T|B|1618|120|M|2014-2018',
        '1.5 dCi|D|1461|81,85|M',
        '1.6 dCi|D|1598|96|a',
      ],
      WIKI('Nissan Qashqai'),
    ),
    g('Qashqai (J12)', 2021, null, [4], 'F', ['1.3 DIG-T Mild-Hybrid|H|1332|103,116|a', '1.5 e-Power|H|1497|140|A|2022-'], WIKI('Nissan Qashqai')),
  ],
  'Nissan|Juke': [
    g(
      'Juke (F15)',
      2010,
      2019,
      [4],
      'F',
      ['1.6|B|1598|69,86', '1.6 DIG-T|B|1618|140|a', '1.2 DIG-T|B|1197|85|M|2014-', '1.5 dCi|D|1461|81|M'],
      WIKI('Nissan Juke'),
    ),
    g('Juke (F16)', 2019, null, [4], 'F', ['1.0 DIG-T|B|999|84,86', '1.6 Hybrid|H|1598|105|A|2022-'], WIKI('Nissan Juke')),
  ],
  'Nissan|Micra': [
    g('Micra (K11)', 1992, 2003, [1], 'F', ['1.0|B|998|40|M', '1.3|B|1275|55'], WIKI('Nissan Micra')),
    g('Micra (K12)', 2003, 2010, [1], 'F', ['1.2|B|1240|48,59', '1.4|B|1386|65', '1.6|B|1598|81|M|2005-', '1.5 dCi|D|1461|48,60|M'], WIKI('Nissan Micra')),
    g('Micra (K13)', 2010, 2017, [1], 'F', ['1.2|B|1198|59', '1.2 DIG-S|B|1198|72||2011-'], WIKI('Nissan Micra')),
    g(
      'Micra (K14)',
      2017,
      2023,
      [1],
      'F',
      ['0.9 IG-T|B|898|66|M|2017-2019', '1.0|B|999|52|M|2017-2020', '1.0 IG-T|B|999|74,86||2019-', '1.5 dCi|D|1461|66|M|2017-2019'],
      WIKI('Nissan Micra'),
    ),
  ],
  'Nissan|X-Trail': [
    g('X-Trail (T30)', 2001, 2007, [4], 'F', ['2.0|B|1998|103|a', '2.5|B|2488|121|q', '2.2 dCi|D|2184|100|qM|2003-'], WIKI('Nissan X-Trail')),
    g('X-Trail (T31)', 2007, 2014, [4], 'F', ['2.0|B|1997|104|a', '2.5|B|2488|124|q', '2.0 dCi|D|1995|110,127|a'], WIKI('Nissan X-Trail')),
    g(
      'X-Trail (T32)',
      2014,
      2021,
      [4],
      'F',
      [
        '1.6 dCi|D|1598|96|a|2014-2019',
        '1.6 DIG-T|B|1618|120|M|2015-2018',
        '1.3 DIG-T|B|1332|117|A|2018-',
        '2.0 dCi|D|1995|130|a|2017-2019',
        '1.7 dCi|D|1749|110|a|2019-',
      ],
      WIKI('Nissan X-Trail'),
    ),
    g(
      'X-Trail (T33)',
      2022,
      null,
      [4],
      'F',
      ['1.5 VC-Turbo Mild-Hybrid|H|1497|120|A', '1.5 e-Power|H|1497|150|A', '1.5 e-Power e-4orce|H|1497|157|qA'],
      WIKI('Nissan X-Trail'),
    ),
  ],
  'Nissan|Leaf': [
    g('Leaf (ZE0)', 2011, 2017, [6, 1], 'F', ['24 kWh|E|0|80|A', '30 kWh|E|0|80|A|2016-'], WIKI('Nissan Leaf')),
    g('Leaf (ZE1)', 2018, null, [6, 1], 'F', ['40 kWh|E|0|110|A', 'e+ 62 kWh|E|0|160|A|2019-'], WIKI('Nissan Leaf')),
  ],
  'Nissan|Note': [
    g('Note (E11)', 2006, 2013, [12, 1], 'F', ['1.4|B|1386|65|M', '1.6|B|1598|81', '1.5 dCi|D|1461|63,66|M'], WIKI('Nissan Note')),
    g('Note (E12)', 2013, 2017, [12, 1], 'F', ['1.2|B|1198|59|M', '1.2 DIG-S|B|1198|72', '1.5 dCi|D|1461|66|M'], WIKI('Nissan Note')),
  ],
  'Nissan|Navara': [
    g('Navara (D40)', 2005, 2015, [4], 'F', ['2.5 dCi|D|2488|128|q|2005-2010', '2.5 dCi|D|2488|106,140|q|2010-'], WIKI('Nissan Navara')),
    g('Navara (D23)', 2015, 2021, [4], 'F', ['2.3 dCi|D|2298|118,140|q'], WIKI('Nissan Navara')),
  ],
  'Nissan|Almera': [
    g('Almera (N15)', 1995, 2000, [6], 'F', ['1.4|B|1392|64|M', '1.6|B|1597|73'], WIKI('Nissan Almera')),
    g(
      'Almera (N16)',
      2000,
      2006,
      [6],
      'F',
      ['1.5|B|1497|66|M', '1.8|B|1769|84', '1.5 dCi|D|1461|60|M|2003-', '2.2 dCi|D|2184|81|M|2003-'],
      WIKI('Nissan Almera'),
    ),
  ],
  'Nissan|Primera': [
    g('Primera (P11)', 1996, 2002, [6, 5], 'F', ['1.6|B|1597|66,74|M', '1.8|B|1769|84||1999-', '2.0|B|1998|85', '2.0 TD|D|1974|66|M'], WIKI('Nissan Primera')),
    g(
      'Primera (P12)',
      2002,
      2008,
      [6, 5],
      'F',
      ['1.6|B|1597|80|M', '1.8|B|1769|85', '2.0|B|1998|103', '1.9 dCi|D|1870|88|M|2003-', '2.2 dCi|D|2184|93,102|M'],
      WIKI('Nissan Primera'),
    ),
  ],
  'Nissan|NV200': [g('NV200', 2009, 2022, [13, 12], 'F', ['1.5 dCi|D|1461|63,66,81|M', 'e-NV200|E|0|80|A|2014-'], WIKI('Nissan NV200'))],
  'Nissan|Pathfinder': [
    g(
      'Pathfinder (R51)',
      2005,
      2014,
      [4],
      'F',
      ['2.5 dCi|D|2488|128|q|2005-2010', '2.5 dCi|D|2488|140|q|2010-', '3.0 V6 dCi|D|2993|170|qA|2010-'],
      WIKI('Nissan Pathfinder'),
    ),
  ],
  'Nissan|Primastar': [
    g(
      'Primastar (X83)',
      2002,
      2016,
      [13],
      'F',
      ['1.9 dCi|D|1870|60,74|M|2002-2006', '2.0 dCi|D|1995|66,84,107|M|2006-', '2.5 dCi|D|2464|99,107|M'],
      WIKI('Nissan Primastar'),
    ),
    g('Primastar (2021)', 2021, null, [13], 'F', ['2.0 dCi|D|1997|81,96,110,125'], WIKI('Nissan Primastar')),
  ],
  'Nissan|Ariya': [
    g(
      'Ariya',
      2022,
      null,
      [4],
      'F',
      ['63 kWh|E|0|160|A', '87 kWh|E|0|178|A', '87 kWh e-4orce|E|0|225|qA', 'e-4orce Performance|E|0|290|qA|2023-'],
      WIKI('Nissan Ariya'),
    ),
  ],
  'Nissan|370Z': [g('370Z', 2009, 2020, [3, 2], 'R', ['3.7 V6|B|3696|241', 'Nismo|B|3696|253|M|2013-'], WIKI('Nissan 370Z'))],
  'Nissan|Townstar': [g('Townstar', 2022, null, [12, 13], 'F', ['1.3 DIG-T|B|1332|96', 'EV|E|0|90|A'], WIKI('Nissan Townstar'))],
  'Nissan|Patrol': [g('Patrol (Y61)', 1997, 2010, [4], 'F', ['2.8 TD|D|2826|95|qM|1997-2000', '3.0 Di|D|2953|116|q|2000-'], WIKI('Nissan Patrol'))],
  'Nissan|350Z': [
    g('350Z', 2003, 2009, [3, 2], 'R', ['3.5 V6|B|3498|206|M|2003-2005', '3.5 V6|B|3498|221||2005-2007', '3.5 V6|B|3498|230||2007-'], WIKI('Nissan 350Z')),
  ],
  'Nissan|GT-R': [
    g(
      'GT-R (R35)',
      2007,
      2022,
      [3],
      'F',
      [
        '3.8 V6|B|3799|357|qA|2007-2010',
        '3.8 V6|B|3799|390|qA|2010-2012',
        '3.8 V6|B|3799|404|qA|2012-2016',
        '3.8 V6|B|3799|419|qA|2016-',
        'Nismo|B|3799|441|qA|2014-',
      ],
      WIKI('Nissan GT-R'),
    ),
  ],
};
