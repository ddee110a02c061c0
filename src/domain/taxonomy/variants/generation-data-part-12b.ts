/**
 * Part 12b of the generation table of generation-data.ts: the third round of issue 36 continued
 * (Honda, Jeep), each generation with the source its lines were checked against.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI_EN = (article: string) => `Wikipedia (en): ${article}`;

export const GENERATIONS_PART_12B: Record<string, GenerationDraft[]> = {
  // Honda: the hybrids with their system power.
  'Honda|Civic': [
    g(
      'Civic VI',
      1995,
      2000,
      [6, 5, 3],
      'F',
      ['1.4|B|1396|55,66', '1.5 VTEC-E|B|1493|66', '1.6|B|1590|83', '1.6 VTi|B|1595|118|M', '2.0 TDi|D|1994|77|M|1997-'],
      WIKI_EN('Honda Civic (sixth generation)'),
    ),
    g(
      'Civic VII',
      2001,
      2005,
      [6, 3],
      'F',
      ['1.4|B|1396|66', '1.6|B|1590|81', 'Type R|B|1998|147|M', '1.7 CTDi|D|1686|74|M|2002-'],
      WIKI_EN('Honda Civic (seventh generation)'),
    ),
    g(
      'Civic VIII',
      2006,
      2011,
      [6, 3],
      'F',
      [
        '1.4 i-DSI|B|1339|61|M|2006-2008',
        '1.4 i-VTEC|B|1339|73||2008-',
        '1.8 i-VTEC|B|1799|103',
        '2.2 i-CTDi|D|2204|103|M',
        'Type R|B|1998|148|M|2007-',
        '1.3 Hybrid|H|1339|85|A|2006-2010',
      ],
      WIKI_EN('Honda Civic (eighth generation)'),
    ),
    g(
      'Civic IX',
      2012,
      2017,
      [6, 5],
      'F',
      ['1.4 i-VTEC|B|1339|73|M', '1.8 i-VTEC|B|1798|104', '2.2 i-DTEC|D|2199|110|M|2012-2013', '1.6 i-DTEC|D|1597|88||2013-', 'Type R|B|1996|228|M|2015-'],
      WIKI_EN('Honda Civic (ninth generation)'),
    ),
    g(
      'Civic X',
      2017,
      2022,
      [6],
      'F',
      ['1.0 VTEC Turbo|B|988|95', '1.5 VTEC Turbo|B|1498|134', '1.6 i-DTEC|D|1597|88||2018-2021', 'Type R|B|1996|235|M'],
      WIKI_EN('Honda Civic (tenth generation)'),
    ),
    g('Civic XI', 2022, null, [6], 'F', ['2.0 e:HEV|H|1993|135|A', 'Type R|B|1996|242|M|2023-'], WIKI_EN('Honda Civic (eleventh generation)')),
  ],
  'Honda|CR-V': [
    g('CR-V I', 1995, 2001, [4], 'F', ['2.0|B|1973|94|q|1995-1998', '2.0|B|1973|108|q|1999-'], WIKI_EN('Honda CR-V')),
    g('CR-V II', 2002, 2006, [4], 'F', ['2.0|B|1998|110|a', '2.2 i-CTDi|D|2204|103|qM|2005-'], WIKI_EN('Honda CR-V')),
    g(
      'CR-V III',
      2007,
      2012,
      [4],
      'F',
      ['2.0 i-VTEC|B|1997|110|a', '2.2 i-CTDi|D|2204|103|qM|2007-2009', '2.2 i-DTEC|D|2199|110|q|2010-'],
      WIKI_EN('Honda CR-V'),
    ),
    g(
      'CR-V IV',
      2012,
      2018,
      [4],
      'F',
      ['2.0 i-VTEC|B|1997|114|a', '2.2 i-DTEC|D|2199|110|q|2012-2014', '1.6 i-DTEC|D|1597|88|M|2013-', '1.6 i-DTEC|D|1597|118|q|2015-'],
      WIKI_EN('Honda CR-V'),
    ),
    g('CR-V V', 2018, 2022, [4], 'F', ['1.5 VTEC Turbo|B|1498|127,142|a', '2.0 i-MMD Hybrid|H|1993|135|aA|2019-'], WIKI_EN('Honda CR-V')),
    g('CR-V VI', 2023, null, [4], 'F', ['2.0 e:HEV|H|1993|135|aA', '2.0 e:PHEV Plug-in-Hybrid|H|1993|135|A'], WIKI_EN('Honda CR-V')),
  ],
  'Honda|Jazz': [
    g('Jazz I', 2002, 2008, [1], 'F', ['1.2|B|1246|57|M', '1.4|B|1339|61'], WIKI_EN('Honda Fit')),
    g('Jazz II', 2008, 2015, [1], 'F', ['1.2 i-VTEC|B|1198|66|M', '1.4 i-VTEC|B|1339|73', '1.3 Hybrid|H|1339|72|A|2011-'], WIKI_EN('Honda Fit')),
    g('Jazz III', 2015, 2020, [1], 'F', ['1.3 i-VTEC|B|1318|75', '1.5 i-VTEC|B|1498|96|M|2018-'], WIKI_EN('Honda Fit')),
    g('Jazz IV', 2020, null, [1, 12], 'F', ['1.5 e:HEV|H|1498|80|A|2020-2022', '1.5 e:HEV|H|1498|90|A|2023-'], WIKI_EN('Honda Fit')),
  ],
  'Honda|HR-V': [
    g('HR-V I', 1999, 2006, [4], 'F', ['1.6|B|1590|77|a', '1.6 VTEC|B|1590|92|a'], WIKI_EN('Honda HR-V')),
    g('HR-V II', 2015, 2021, [4], 'F', ['1.5 i-VTEC|B|1498|96', '1.6 i-DTEC|D|1597|88|M', '1.5 VTEC Turbo|B|1498|134||2019-'], WIKI_EN('Honda HR-V')),
    g('HR-V III', 2021, null, [4], 'F', ['1.5 e:HEV|H|1498|96|A'], WIKI_EN('Honda HR-V')),
  ],
  'Honda|Accord': [
    g(
      'Accord VI',
      1998,
      2002,
      [6],
      'F',
      ['1.6|B|1590|85', '1.8|B|1850|100', '2.0|B|1997|108', '2.2 Type R|B|2157|156|M|1999-', '2.0 TDi|D|1994|77|M'],
      WIKI_EN('Honda Accord (Europe)'),
    ),
    g(
      'Accord VII',
      2003,
      2008,
      [6, 5],
      'F',
      ['2.0 i-VTEC|B|1998|114', '2.4 i-VTEC|B|2354|140', '2.2 i-CTDi|D|2204|103|M|2004-'],
      WIKI_EN('Honda Accord (Europe)'),
    ),
    g(
      'Accord VIII',
      2008,
      2015,
      [6, 5],
      'F',
      ['2.0 i-VTEC|B|1997|115', '2.4 i-VTEC|B|2354|148', '2.2 i-DTEC|D|2199|110,132'],
      WIKI_EN('Honda Accord (Europe)'),
    ),
  ],
  'Honda|ZR-V': [g('ZR-V', 2023, null, [4], 'F', ['2.0 e:HEV|H|1993|135|A'], WIKI_EN('Honda ZR-V'))],
  'Honda|e': [g('e', 2020, 2024, [1], 'R', ['100 kW|E|0|100', '113 kW|E|0|113'], WIKI_EN('Honda e'))],
  'Honda|FR-V': [
    g(
      'FR-V',
      2004,
      2009,
      [12],
      'F',
      ['1.7|B|1668|92|M|2004-2006', '2.0 i-VTEC|B|1998|110', '1.8 i-VTEC|B|1799|103|M|2007-', '2.2 i-CTDi|D|2204|103|M|2005-'],
      WIKI_EN('Honda FR-V'),
    ),
  ],
  'Honda|S2000': [g('S2000', 1999, 2009, [2], 'R', ['2.0|B|1997|176|M'], WIKI_EN('Honda S2000'))],
  'Honda|Prelude': [
    g('Prelude IV', 1992, 1996, [3], 'F', ['2.0|B|1997|98|M', '2.3|B|2258|118', '2.2 VTEC|B|2157|136|M'], WIKI_EN('Honda Prelude')),
    g('Prelude V', 1997, 2001, [3], 'F', ['2.0|B|1997|98', '2.2 VTEC|B|2157|136,147|M'], WIKI_EN('Honda Prelude')),
    g('Prelude VI', 2025, null, [3], 'F', ['2.0 e:HEV|H|1993|135|A'], WIKI_EN('Honda Prelude')),
  ],
  'Honda|Insight': [g('Insight (ZE2)', 2009, 2014, [6], 'F', ['1.3 Hybrid|H|1339|72|A'], WIKI_EN('Honda Insight'))],
  'Honda|CR-Z': [g('CR-Z', 2010, 2016, [3], 'F', ['1.5 Hybrid|H|1497|91||2010-2012', '1.5 Hybrid|H|1497|101||2013-'], WIKI_EN('Honda CR-Z'))],
  'Honda|e:Ny1': [g('e:Ny1', 2023, null, [4], 'F', ['e:Ny1|E|0|150'], WIKI_EN('Honda e:Ny1'))],
};
