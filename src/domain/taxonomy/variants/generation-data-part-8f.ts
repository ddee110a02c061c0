/**
 * Part 8f of the generation table of generation-data.ts: the Kia and Mazda models whose engines were derived by
 * rule before (issue 36), each generation with the source its lines were checked against.
 */

import { g, WIKI_EN, type GenerationDraft } from './generation-draft.ts';

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
  'Mazda|6': [
    g('Mazda6 (GG)', 2002, 2007, [6, 5], 'F', ['1.8|B|1798|88|M', '2.0|B|1999|108', '2.3|B|2261|122', '2.0 CD|D|1998|89,100|M'], WIKI_EN('Mazda6')),
    g(
      'Mazda6 (GH)',
      2008,
      2012,
      [6, 5],
      'F',
      ['1.8|B|1798|88|M', '2.0|B|1999|108', '2.5|B|2488|125', '2.0 CD|D|1998|103|M|2008-2009', '2.2 CD|D|2184|92,120,132|M|2009-'],
      WIKI_EN('Mazda6'),
    ),
    g(
      'Mazda6 (GJ/GL)',
      2012,
      2024,
      [6, 5],
      'F',
      ['2.0 Skyactiv-G|B|1998|107,118', '2.5 Skyactiv-G|B|2488|141,143|A', '2.2 Skyactiv-D|D|2191|110,129,135'],
      WIKI_EN('Mazda6'),
    ),
  ],
  'Mazda|2': [
    g('Mazda2 (DY)', 2003, 2007, [1], 'F', ['1.25|B|1242|55|M', '1.4|B|1388|59|M', '1.6|B|1598|74'], WIKI_EN('Mazda2')),
    g('Mazda2 (DE)', 2007, 2014, [1], 'F', ['1.3|B|1349|55,63|M', '1.5|B|1498|76', '1.6 CD|D|1560|66|M|2010-2012'], WIKI_EN('Mazda2')),
    g('Mazda2 (DJ)', 2014, null, [1], 'F', ['1.5 Skyactiv-G|B|1496|55,66,85', '1.5 Skyactiv-D|D|1499|77|M|2015-2018'], WIKI_EN('Mazda2')),
    g('Mazda2 Hybrid', 2022, null, [1], 'F', ['1.5 Hybrid|H|1490|85|A'], WIKI_EN('Mazda2')),
  ],
  'Mazda|CX-30': [
    g(
      'CX-30',
      2019,
      null,
      [4],
      'F',
      ['2.0 Skyactiv-G|B|1998|90,110|a', '2.0 Skyactiv-X|B|1998|132,137|a', '2.5 Skyactiv-G|B|2488|103|A|2024-'],
      WIKI_EN('Mazda CX-30'),
    ),
  ],
  'Mazda|CX-3': [g('CX-3', 2015, 2022, [4], 'F', ['2.0 Skyactiv-G|B|1998|89,110|a', '1.8 Skyactiv-D|D|1759|85|a|2018-'], WIKI_EN('Mazda CX-3'))],
  'Mazda|MX-5': [
    g('MX-5 (NA)', 1989, 1998, [2], 'R', ['1.6|B|1597|66,85|M', '1.8|B|1839|96|M|1993-'], WIKI_EN('Mazda MX-5')),
    g('MX-5 (NB)', 1998, 2005, [2], 'R', ['1.6|B|1598|81|M', '1.8|B|1839|103|M'], WIKI_EN('Mazda MX-5')),
    g('MX-5 (NC)', 2005, 2015, [2], 'R', ['1.8|B|1798|93|M', '2.0|B|1999|118'], WIKI_EN('Mazda MX-5')),
    g('MX-5 (ND)', 2015, null, [2], 'R', ['1.5 Skyactiv-G|B|1496|96,97|M', '2.0 Skyactiv-G|B|1998|118,135'], WIKI_EN('Mazda MX-5')),
  ],
  'Mazda|CX-60': [
    g('CX-60', 2022, null, [4], 'R', ['3.3 e-Skyactiv D|D|3283|147,187|aA', '2.5 e-Skyactiv PHEV Plug-in-Hybrid|H|2488|241|qA'], WIKI_EN('Mazda CX-60')),
  ],
  'Mazda|CX-80': [
    g('CX-80', 2024, null, [4], 'R', ['3.3 e-Skyactiv D|D|3283|187|qA', '2.5 e-Skyactiv PHEV Plug-in-Hybrid|H|2488|241|qA'], WIKI_EN('Mazda CX-80')),
  ],
  'Mazda|5': [
    g('Mazda5 (CR)', 2005, 2010, [12], 'F', ['1.8|B|1798|85|M', '2.0|B|1999|108', '2.0 CD|D|1998|81,105|M'], WIKI_EN('Mazda5')),
    g('Mazda5 (CW)', 2010, 2015, [12], 'F', ['1.8|B|1798|85|M', '2.0|B|1999|110', '1.6 CD|D|1560|85|M'], WIKI_EN('Mazda5')),
  ],
  'Mazda|MX-30': [g('MX-30', 2020, null, [4], 'F', ['e-Skyactiv|E|0|107'], WIKI_EN('Mazda MX-30'))],
  'Mazda|323': [
    g('323 (BJ)', 1998, 2003, [6, 5], 'F', ['1.3|B|1324|54|M', '1.5|B|1489|65', '1.6|B|1598|72', '2.0 DiTD|D|1998|66,74|M'], WIKI_EN('Mazda Familia')),
  ],
  'Mazda|CX-7': [g('CX-7', 2007, 2012, [4], 'F', ['2.3 MZR DISI Turbo|B|2261|191|qA', '2.2 MZR-CD|D|2184|127|qM|2009-'], WIKI_EN('Mazda CX-7'))],
  'Mazda|RX-8': [g('RX-8', 2003, 2012, [3], 'R', ['Renesis 192|B|1308|141', 'Renesis 231|B|1308|170|M'], WIKI_EN('Mazda RX-8'))],
  'Mazda|626': [
    g('626 (GE)', 1991, 1997, [6, 5], 'F', ['1.8|B|1840|77|M', '2.0|B|1991|85', '2.5 V6|B|2497|121', '2.0 D|D|1998|55|M'], WIKI_EN('Mazda Capella')),
    g('626 (GF)', 1997, 2002, [6, 5], 'F', ['1.8|B|1840|66|M', '2.0|B|1991|85', '2.0 DiTD|D|1998|74|M|1998-'], WIKI_EN('Mazda Capella')),
  ],
};
