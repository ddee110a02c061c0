/** Name material for demo sellers: common Austrian surnames, first names and street names. */
export const SURNAMES = [
  'Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger',
  'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Schneider', 'Reiter', 'Mayr', 'Schmidt',
  'Wimmer', 'Egger', 'Brunner', 'Lang', 'Baumgartner', 'Auer', 'Binder', 'Lechner', 'Wolf', 'Wallner', 'Aigner', 'Ebner',
  'Koller', 'Lehner', 'Haas', 'Schuster', 'Holzer', 'Haider', 'Strasser', 'Hofmann', 'Kaiser', 'Weiss', 'Kern', 'Brandstätter',
  'Lindner', 'Hackl', 'Pfeiffer', 'Riegler', 'Stadler', 'Ortner', 'Hölzl', 'Zach', 'Kogler', 'Posch', 'Fink', 'Rainer',
];
export const FIRST_NAMES = [
  'Thomas', 'Michael', 'Andreas', 'Stefan', 'Christian', 'Markus', 'Martin', 'Daniel', 'Peter', 'Wolfgang', 'Alexander', 'Manuel',
  'Lukas', 'Florian', 'Johann', 'Josef', 'Franz', 'Gerhard', 'Maria', 'Anna', 'Sabine', 'Claudia', 'Andrea', 'Katharina',
  'Julia', 'Lisa', 'Barbara', 'Elisabeth', 'Christina', 'Sandra', 'Birgit', 'Monika', 'Petra', 'Susanne', 'Nicole', 'Sarah',
];
export const STREETS = [
  'Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gewerbestraße', 'Wiener Straße', 'Linzer Straße', 'Grazer Straße',
  'Salzburger Straße', 'Kirchengasse', 'Schulgasse', 'Feldgasse', 'Gartengasse', 'Mühlweg', 'Dorfstraße', 'Am Anger',
  'Triester Straße', 'Brünner Straße', 'Innsbrucker Straße', 'Klagenfurter Straße', 'Gewerbepark', 'Handelsstraße',
];
export const DEALER_NAME_PATTERNS = [
  'Autohaus {surname}', '{surname} Automobile GmbH', 'Auto {surname}', 'Autohaus {surname} & Söhne', '{surname} KFZ-Handel',
  'Car Center {city}', 'Autowelt {city}', '{surname} Fahrzeughandel GmbH', 'Autopark {city}', '{surname} & {surname2} Automobile',
  'Autocenter {surname}', 'Gebrauchtwagen {surname}', 'Autohaus {surname} {city}', '{surname} Kfz GmbH', 'Autohandel {surname} e.U.',
];
export const AGENT_NAME_PATTERNS = ['{surname} Fahrzeugvermittlung', 'Autovermittlung {city}', 'CarBroker {surname} e.U.'];
/** Dealer groups with branches in several towns; a branch is named '{chain} {town}'. */
export const DEALER_CHAINS = ['Alpenland Automobile', 'Donauauto', 'Autowelt Austria', 'Car Point', 'Drive Center', 'Autopartner Süd'];

export const MOBILE_PREFIXES = ['664', '660', '676', '699', '650', '681', '688'];
