/**
 * Part 9 of the generation table of generation-data.ts: the makes reviewed in the second round of
 * issue 36 (Dacia, Fiat, Citroën …), each generation with the source its lines were checked against;
 * tables of these makes written before were moved here with their sources.
 */

import { g, type GenerationDraft } from './generation-draft.ts';

const WIKI = (article: string) => `Wikipedia (de): ${article}`;

export const GENERATIONS_PART_9: Record<string, GenerationDraft[]> = {
  'Dacia|Duster': [
    g(
      'Duster I',
      2010,
      2017,
      [4],
      'F',
      ['1.6|B|1598|77,84|Ma', '1.2 TCe|B|1197|92|Ma|2013-', '1.6 LPG|O|1598|77|M', '1.5 dCi|D|1461|66,81|Ma'],
      WIKI('Dacia Duster'),
    ),
    g(
      'Duster II',
      2018,
      2024,
      [4],
      'F',
      [
        '1.6 SCe|B|1598|84|Ma|2018-2019',
        '1.0 TCe|B|999|67,74|M|2019-',
        '1.3 TCe|B|1332|96,110|a|2019-',
        '1.0 TCe LPG|O|999|74|M|2019-',
        '1.5 Blue dCi|D|1461|70,85|Ma',
      ],
      WIKI('Dacia Duster'),
    ),
    g('Duster III', 2024, null, [4], 'F', ['1.0 TCe LPG|O|999|74|M', '1.2 TCe Mild-Hybrid|H|1199|96|Ma', '1.6 Hybrid|H|1598|104|A'], WIKI('Dacia Duster')),
  ],
  'Dacia|Sandero': [
    g(
      'Sandero I',
      2008,
      2012,
      [1],
      'F',
      ['1.2 16V|B|1149|55|M', '1.4 MPI|B|1390|55|M', '1.6 MPI|B|1598|64|M', '1.5 dCi|D|1461|50,63|M'],
      WIKI('Dacia Sandero'),
    ),
    g(
      'Sandero II',
      2012,
      2020,
      [1],
      'F',
      [
        '1.2 16V|B|1149|54|M|2012-2017',
        '0.9 TCe|B|898|66|M',
        '1.0 SCe|B|999|54|M|2017-',
        '0.9 TCe LPG|O|898|66|M',
        '1.5 dCi|D|1461|55,66|M|2012-2019',
        '1.5 Blue dCi|D|1461|70|M|2019-',
      ],
      WIKI('Dacia Sandero'),
    ),
    g(
      'Sandero III',
      2020,
      null,
      [1],
      'F',
      ['1.0 SCe|B|999|49|M', '1.0 TCe|B|999|67,74', '1.0 TCe 110|B|999|81|M|2022-', '1.0 TCe LPG|O|999|74|M'],
      WIKI('Dacia Sandero'),
    ),
  ],
  'Dacia|Logan': [
    g(
      'Logan I',
      2004,
      2012,
      [6, 5],
      'F',
      ['1.4 MPI|B|1390|55|M', '1.6 MPI|B|1598|64|M', '1.6 16V|B|1598|77|M', '1.5 dCi|D|1461|50,63|M|2005-'],
      WIKI('Dacia Logan'),
    ),
    g(
      'Logan II',
      2012,
      2020,
      [5, 6],
      'F',
      [
        '1.2 16V|B|1149|54|M|2012-2017',
        '0.9 TCe|B|898|66|M',
        '1.0 SCe|B|999|54|M|2017-',
        '0.9 TCe LPG|O|898|66|M',
        '1.5 dCi|D|1461|55,66|M|2012-2019',
        '1.5 Blue dCi|D|1461|70|M|2019-',
      ],
      WIKI('Dacia Logan'),
    ),
    g('Logan III', 2020, 2022, [6], 'F', ['1.0 SCe|B|999|49|M', '1.0 TCe|B|999|67', '1.0 TCe LPG|O|999|74|M'], WIKI('Dacia Logan')),
  ],
  'Dacia|Lodgy': [
    g(
      'Lodgy',
      2012,
      2022,
      [12],
      'F',
      [
        '1.6 MPI|B|1598|61|M|2012-2015',
        '1.6 SCe|B|1598|75|M|2015-2019',
        '1.2 TCe|B|1197|85|M|2012-2018',
        '1.3 TCe|B|1332|75,96|M|2019-',
        '1.6 SCe LPG|O|1598|75|M|2015-2019',
        '1.5 dCi|D|1461|66,81|M|2012-2018',
        '1.5 Blue dCi|D|1461|70,85|M|2018-',
      ],
      WIKI('Dacia Lodgy'),
    ),
  ],
  'Dacia|Jogger': [
    g('Jogger', 2022, null, [5, 12], 'F', ['1.0 TCe|B|999|81|M', '1.0 TCe LPG|O|999|74|M', '1.6 Hybrid|H|1598|104|A|2023-'], WIKI('Dacia Jogger')),
  ],
  'Dacia|Dokker': [
    g(
      'Dokker',
      2012,
      2021,
      [12, 13],
      'F',
      [
        '1.6 MPI|B|1598|61|M|2012-2015',
        '1.6 SCe|B|1598|75|M|2015-2019',
        '1.2 TCe|B|1197|85|M|2013-2018',
        '1.3 TCe|B|1332|75,96|M|2019-2020',
        '1.6 SCe LPG|O|1598|75|M|2015-2019',
        '1.5 dCi|D|1461|55,66|M|2012-2018',
        '1.5 Blue dCi|D|1461|70|M|2018-',
      ],
      WIKI('Dacia Dokker'),
    ),
  ],
  'Dacia|Spring': [g('Spring', 2021, null, [1], 'F', ['Electric 45|E|0|33|A', 'Electric 65|E|0|48|A|2022-'], WIKI('Dacia Spring'))],
  'Dacia|Bigster': [
    g(
      'Bigster',
      2025,
      null,
      [4],
      'F',
      ['1.2 TCe 140 Mild-Hybrid|H|1199|103|a', '1.2 ECO-G 140|O|1199|103|M', '1.8 Hybrid 155|H|1764|114|A'],
      WIKI('Dacia Bigster'),
    ),
  ],
};
