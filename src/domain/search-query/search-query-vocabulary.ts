/**
 * The words of the free-text search (issue 29) that do not come from the catalogue: body, fuel,
 * gearbox, equipment, colour, seller, offer, price-rating and sort phrases, the number cues and
 * units, the fillers. Written as Austrians type them; the parser normalises case, umlauts and
 * accents itself, so each word is listed once in its plain form ('anhängerkupplung', not also
 * 'anhaengerkupplung'). Ids are those of reference-data.ts.
 */
import type { SortKey } from '../search/search-options.ts';
import type { PriceGrade } from '../pricing/price-rating.ts';
import type { StateSlug } from '../geo/austrian-states.ts';

export type NumberCue = 'upTo' | 'from' | 'between' | 'and' | 'year' | 'newerThan' | 'olderThan' | 'radius' | 'price' | 'mileage' | 'power' | 'electricRange' | 'around';
export type NumberUnit = 'eur' | 'thousand' | 'km' | 'tkm' | 'ps' | 'kw' | 'years' | 'seats';

/** What a word or phrase means on its own (places, makes and models are added from the catalogue). */
export type WordMeaning =
  | { kind: 'body'; id: number }
  | { kind: 'fuel'; id: string }
  | { kind: 'gear'; id: number }
  | { kind: 'equipment'; id: number }
  | { kind: 'particularity'; id: 'warranty' | 'service' | 'vat' }
  | { kind: 'colour'; id: number }
  | { kind: 'seller' }
  | { kind: 'offer'; id: string }
  | { kind: 'accident' }
  | { kind: 'priceRating'; grades: PriceGrade[] }
  | { kind: 'sort'; key: SortKey; desc: boolean }
  | { kind: 'state'; slug: StateSlug }
  | { kind: 'cue'; cue: NumberCue }
  | { kind: 'unit'; unit: NumberUnit }
  /** a word after a model that names a version of it ('Golf GTI', 'Octavia RS'): part of the model */
  | { kind: 'trim' }
  | { kind: 'negation' }
  /** understood, but asks for no filter ('ich suche ein Auto in …') */
  | { kind: 'filler' };

const words = (meaning: WordMeaning, ...phrases: string[]) => phrases.map((phrase) => [phrase, meaning] as const);

export const VOCABULARY: readonly (readonly [string, WordMeaning])[] = [
  // body (construction ids 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV, 5 Kombi, 6 Limousine, 12 Van, 13 Transporter)
  ...words({ kind: 'body', id: 5 }, 'kombi', 'combi', 'variant', 'avant', 'touring', 't-modell', 'tmodell', 'sports tourer', 'sportstourer', 'sportswagon',
    'sports wagon', 'sportbrake', 'sport brake', 'shooting brake', 'estate', 'break', 'kombiwagen', 'station wagon', 'caravan', 'sw'),
  ...words({ kind: 'body', id: 4 }, 'suv', 'geländewagen', 'gelaendewagen', 'offroader', 'offroad', 'crossover', 'geländeauto', 'pickup', 'pick-up', 'pick up'),
  ...words({ kind: 'body', id: 2 }, 'cabrio', 'cabriolet', 'kabrio', 'roadster', 'spider', 'spyder', 'offenes auto'),
  ...words({ kind: 'body', id: 3 }, 'coupé', 'coupe', 'sportwagen', 'sportcoupe'),
  ...words({ kind: 'body', id: 1 }, 'kleinwagen', 'kleinauto', 'stadtauto', 'kleinstwagen', 'cityflitzer', 'einsteigerauto', 'anfängerauto', 'erstes auto'),
  ...words({ kind: 'body', id: 6 }, 'limousine', 'limo', 'stufenheck', 'sedan', 'schrägheck', 'fließheck'),
  ...words({ kind: 'body', id: 12 }, 'van', 'vans', 'bus', 'kleinbus', 'minivan', 'minibus', 'familienvan', 'großraumlimousine', 'großraumvan', 'mpv', 'familienauto', 'familienwagen'),
  ...words({ kind: 'body', id: 13 }, 'transporter', 'kastenwagen', 'lieferwagen', 'pritsche', 'pritschenwagen', 'nutzfahrzeug', 'kasten', 'klein-lkw', 'lkw'),
  // fuel
  ...words({ kind: 'fuel', id: 'D' }, 'diesel', 'dieselmotor', 'tdi', 'cdi', 'tdci', 'hdi', 'dci', 'crdi', 'bluehdi', 'multijet', 'selbstzünder', 'd-motor'),
  ...words({ kind: 'fuel', id: 'B' }, 'benzin', 'benziner', 'benzinmotor', 'tsi', 'tfsi', 'ottomotor'),
  ...words({ kind: 'fuel', id: 'E' }, 'elektro', 'e-auto', 'eauto', 'ev', 'bev', 'elektrisch', 'elektroauto', 'elektrofahrzeug', 'stromer', 'e-fahrzeug', 'vollelektrisch', 'strom', 'e-mobil'),
  ...words({ kind: 'fuel', id: 'H' }, 'hybrid', 'plug-in', 'plugin', 'plug in', 'phev', 'vollhybrid', 'hybride', 'plug-in-hybrid', 'plugin hybrid', 'plug-in hybrid', 'mildhybrid', 'mild-hybrid', 'hev'),
  ...words({ kind: 'fuel', id: 'O' }, 'erdgas', 'cng', 'lpg', 'autogas', 'flüssiggas', 'wasserstoff', 'gas', 'ethanol'),
  // gearbox (1 Schaltgetriebe, 2 Automatik, 3 Halbautomatik)
  ...words({ kind: 'gear', id: 2 }, 'automatik', 'automatikgetriebe', 'dsg', 'automat', 'automatisch', 'tiptronic', 's tronic', 's-tronic', 'stronic', 'steptronic',
    'cvt', 'edc', 'eat8', 'powershift', 'wandler', 'doppelkupplung', 'doppelkupplungsgetriebe', 'aut', 'autom', 'automatic'),
  ...words({ kind: 'gear', id: 1 }, 'schaltgetriebe', 'schalter', 'manuell', 'handschaltung', 'handschalter', 'schaltwagen', 'manuelles getriebe', 'gangschaltung', 'handgeschaltet', 'geschaltet'),
  ...words({ kind: 'gear', id: 3 }, 'halbautomatik', 'halbautomatisch'),
  // equipment (ids of reference-data.ts EQUIPMENT)
  ...words({ kind: 'equipment', id: 55 }, 'anhängerkupplung', 'ahk', 'anhängevorrichtung', 'hängerkupplung', 'anhängerkupplung schwenkbar', 'abnehmbare ahk'),
  ...words({ kind: 'equipment', id: 38 }, 'navi', 'navigation', 'navigationssystem', 'navisystem', 'gps'),
  ...words({ kind: 'equipment', id: 11 }, 'allrad', 'allradantrieb', '4x4', 'quattro', 'xdrive', '4motion', '4matic', 'awd', '4wd', 'all4', 'q4', 'allgrip', '4drive', '4 motion', 'x drive', 'allwheel'),
  ...words({ kind: 'equipment', id: 18 }, 'sitzheizung', 'beheizte sitze'),
  ...words({ kind: 'equipment', id: 20 }, 'standheizung', 'webasto'),
  ...words({ kind: 'equipment', id: 64 }, 'leder', 'ledersitze', 'lederausstattung', 'volleder', 'lederpolster'),
  ...words({ kind: 'equipment', id: 33 }, 'rückfahrkamera', 'kamera', 'rückkamera', 'rueckfahrkamera'),
  ...words({ kind: 'equipment', id: 16 }, 'klima', 'klimaanlage'),
  ...words({ kind: 'equipment', id: 17 }, 'klimaautomatik', 'climatronic'),
  ...words({ kind: 'equipment', id: 27 }, 'acc', 'abstandstempomat', 'adaptiver tempomat'),
  ...words({ kind: 'equipment', id: 26 }, 'tempomat', 'geschwindigkeitsregelanlage'),
  ...words({ kind: 'equipment', id: 56 }, 'panoramadach', 'pano', 'panorama-dach', 'glasdach'),
  ...words({ kind: 'equipment', id: 57 }, 'schiebedach'),
  ...words({ kind: 'equipment', id: 32 }, 'einparkhilfe', 'pdc', 'parksensoren', 'parkpiepser'),
  ...words({ kind: 'equipment', id: 50 }, 'led', 'led-scheinwerfer', 'led scheinwerfer'),
  ...words({ kind: 'equipment', id: 51 }, 'xenon'),
  ...words({ kind: 'equipment', id: 52 }, 'matrix-led', 'matrix led'),
  ...words({ kind: 'equipment', id: 54 }, 'alufelgen', 'alus', 'alu', 'leichtmetallfelgen'),
  ...words({ kind: 'equipment', id: 39 }, 'carplay', 'apple carplay'),
  ...words({ kind: 'equipment', id: 40 }, 'android auto'),
  ...words({ kind: 'equipment', id: 43 }, 'head-up', 'headup', 'hud', 'head-up-display', 'head up display'),
  ...words({ kind: 'equipment', id: 24 }, 'keyless', 'keyless go', 'keyless entry'),
  ...words({ kind: 'equipment', id: 19 }, 'lenkradheizung', 'beheiztes lenkrad'),
  ...words({ kind: 'equipment', id: 25 }, 'elektrische heckklappe'),
  ...words({ kind: 'equipment', id: 58 }, 'dachreling'),
  ...words({ kind: 'equipment', id: 79 }, 'winterreifen'),
  ...words({ kind: 'equipment', id: 73 }, 'sportfahrwerk'),
  ...words({ kind: 'equipment', id: 65 }, 'sportsitze'),
  ...words({ kind: 'equipment', id: 72 }, 'nichtraucher', 'nichtraucherfahrzeug', 'nichtraucherauto'),
  ...words({ kind: 'equipment', id: 34 }, '360 grad kamera', '360-kamera', 'rundumkamera', 'area view'),
  ...words({ kind: 'equipment', id: 46 }, 'soundsystem'),
  ...words({ kind: 'equipment', id: 74 }, 'luftfederung'),
  ...words({ kind: 'particularity', id: 'warranty' }, 'garantie', 'mit garantie', 'herstellergarantie', 'gebrauchtwagengarantie'),
  ...words({ kind: 'particularity', id: 'service' }, 'servicegepflegt', 'scheckheftgepflegt', 'scheckheft', 'serviceheft', 'servicheft', 'lückenlos gewartet', 'pickerl neu'),
  ...words({ kind: 'particularity', id: 'vat' }, 'mwst', 'mwst ausweisbar', 'vorsteuerabzug', 'vorsteuerabzugsfähig', 'netto', 'ust ausweisbar'),
  // colours (ids of BODY_COLORS); inflected forms ('schwarzer', 'weiße') are read by the parser
  ...words({ kind: 'colour', id: 1 }, 'schwarz'),
  ...words({ kind: 'colour', id: 2 }, 'weiß', 'weiss'),
  ...words({ kind: 'colour', id: 3 }, 'grau', 'anthrazit'),
  ...words({ kind: 'colour', id: 4 }, 'silber', 'silbern'),
  ...words({ kind: 'colour', id: 5 }, 'blau', 'dunkelblau', 'hellblau'),
  ...words({ kind: 'colour', id: 6 }, 'rot', 'dunkelrot'),
  ...words({ kind: 'colour', id: 7 }, 'grün', 'dunkelgrün'),
  ...words({ kind: 'colour', id: 8 }, 'braun'),
  ...words({ kind: 'colour', id: 9 }, 'beige'),
  ...words({ kind: 'colour', id: 10 }, 'gelb'),
  ...words({ kind: 'colour', id: 11 }, 'orange'),
  ...words({ kind: 'colour', id: 12 }, 'gold', 'golden'),
  ...words({ kind: 'colour', id: 13 }, 'violett', 'lila'),
  ...words({ kind: 'colour', id: 14 }, 'bronze'),
  // seller: only 'dealers only' is a filter (SPEC §5: custtype sends only D)
  ...words({ kind: 'seller' }, 'händler', 'vom händler', 'beim händler', 'autohaus', 'vom autohaus', 'gewerblich', 'autohändler', 'markenhändler', 'nur händler', 'händlerfahrzeug'),
  // offer types
  ...words({ kind: 'offer', id: 'N' }, 'neuwagen', 'neu', 'neues auto', 'fabrikneu', 'neufahrzeug'),
  ...words({ kind: 'offer', id: 'J' }, 'jahreswagen'),
  ...words({ kind: 'offer', id: 'D' }, 'vorführwagen', 'vorführer', 'vorführauto', 'vorführfahrzeug', 'vorfuehrwagen', 'demo', 'demofahrzeug'),
  ...words({ kind: 'offer', id: 'O' }, 'oldtimer', 'klassiker', 'youngtimer'),
  ...words({ kind: 'offer', id: 'S' }, 'tageszulassung', 'tageszulassungen', 'tz'),
  ...words({ kind: 'accident' }, 'unfallwagen', 'unfallauto', 'unfallfahrzeug', 'unfall', 'bastlerauto', 'bastlerfahrzeug', 'defekt', 'motorschaden'),
  // price rating
  ...words({ kind: 'priceRating', grades: [1, 2] }, 'guter preis', 'gutem preis', 'guten preis', 'gute preise', 'schnäppchen', 'preiswert', 'preis-leistung', 'top preis'),
  ...words({ kind: 'priceRating', grades: [1] }, 'sehr guter preis', 'sehr gutem preis', 'sehr guten preis', 'sehr gute preise', 'bester preis', 'super preis', 'mega schnäppchen'),
  ...words({ kind: 'priceRating', grades: [1, 2, 3] }, 'fairer preis', 'fairem preis', 'fairen preis', 'faire preise'),
  // sort phrases
  ...words({ kind: 'sort', key: 'price', desc: false }, 'billigste zuerst', 'günstigste zuerst', 'billigste', 'günstigste', 'billigsten zuerst', 'günstigsten zuerst',
    'nach preis', 'preis aufsteigend', 'niedrigster preis zuerst', 'günstig', 'billig', 'günstiger', 'billiger', 'günstiges', 'billiges', 'günstigen', 'billigen'),
  ...words({ kind: 'sort', key: 'price', desc: true }, 'teuerste zuerst', 'teuersten zuerst', 'preis absteigend', 'höchster preis zuerst'),
  ...words({ kind: 'sort', key: 'mileage', desc: false }, 'niedrigster kilometerstand zuerst', 'niedrigster kilometerstand', 'wenigste km zuerst', 'wenigste kilometer zuerst',
    'wenigste km', 'wenigste kilometer', 'geringster kilometerstand', 'geringste laufleistung', 'kilometerstand aufsteigend', 'wenig km zuerst'),
  ...words({ kind: 'sort', key: 'age', desc: true }, 'neueste zuerst', 'neuesten zuerst', 'neueste inserate zuerst', 'neueste angebote zuerst', 'neueste anzeigen zuerst',
    'neueste inserate', 'neueste angebote', 'aktuellste zuerst', 'zuletzt eingestellt'),
  ...words({ kind: 'sort', key: 'year', desc: true }, 'jüngste zuerst', 'neuestes baujahr zuerst', 'neuestes baujahr', 'jüngstes baujahr zuerst', 'baujahr absteigend'),
  ...words({ kind: 'sort', key: 'power', desc: true }, 'stärkste zuerst', 'meiste ps zuerst', 'meiste ps', 'stärksten zuerst'),
  ...words({ kind: 'sort', key: 'distance', desc: false }, 'nächste zuerst', 'in der nähe zuerst', 'nächstgelegene zuerst', 'kürzeste entfernung', 'nach entfernung', 'entfernung aufsteigend'),
  // states by their common abbreviations (full names come from the catalogue)
  ...words({ kind: 'state', slug: 'oberoesterreich' }, 'oö', 'ooe', 'ober österreich', 'oberöstereich'),
  ...words({ kind: 'state', slug: 'niederoesterreich' }, 'nö', 'noe', 'nieder österreich', 'niederöstereich'),
  ...words({ kind: 'state', slug: 'steiermark' }, 'stmk', 'steirerland'),
  ...words({ kind: 'state', slug: 'kaernten' }, 'ktn', 'kärnten'),
  ...words({ kind: 'state', slug: 'burgenland' }, 'bgld'),
  ...words({ kind: 'state', slug: 'vorarlberg' }, 'vbg', 'ländle'),
  ...words({ kind: 'state', slug: 'tirol' }, 'tirol', 'nordtirol', 'osttirol'),
  ...words({ kind: 'state', slug: 'salzburg' }, 'land salzburg', 'bundesland salzburg', 'salzburger land', 'sbg'),
  ...words({ kind: 'state', slug: 'wien' }, 'bundesland wien'),
  // number cues and units
  ...words({ kind: 'cue', cue: 'upTo' }, 'bis', 'unter', 'max', 'maximal', 'höchstens', 'weniger als', 'nicht mehr als', 'unterhalb', 'bis zu', 'budget', 'kleiner als', 'maximum', 'bis max', 'bis maximal', 'unter max'),
  ...words({ kind: 'cue', cue: 'from' }, 'ab', 'über', 'mind', 'mindestens', 'mehr als', 'min', 'minimum', 'von', 'größer als', 'seit', 'frühestens'),
  ...words({ kind: 'cue', cue: 'between' }, 'zwischen'),
  ...words({ kind: 'cue', cue: 'and' }, 'und'),
  ...words({ kind: 'cue', cue: 'year' }, 'baujahr', 'bj', 'ez', 'erstzulassung', 'jahrgang', 'jg', 'modelljahr', 'zulassung', 'erstzulassung ab', 'bauj'),
  ...words({ kind: 'cue', cue: 'newerThan' }, 'jünger als', 'neuer als', 'nicht älter als', 'nach'),
  ...words({ kind: 'cue', cue: 'olderThan' }, 'älter als', 'vor'),
  ...words({ kind: 'cue', cue: 'radius' }, 'umkreis', 'im umkreis', 'im umkreis von', 'umkreis von', 'radius', 'im radius von'),
  ...words({ kind: 'cue', cue: 'price' }, 'preis', 'kaufpreis'),
  /** 'um 10.000 €' is a price limit, '30 km um Linz' a radius */
  ...words({ kind: 'cue', cue: 'around' }, 'um', 'um die', 'rund um'),
  ...words({ kind: 'cue', cue: 'mileage' }, 'kilometerstand', 'laufleistung', 'km-stand', 'kmstand', 'gelaufen'),
  ...words({ kind: 'cue', cue: 'power' }, 'leistung', 'motorleistung'),
  ...words({ kind: 'cue', cue: 'electricRange' }, 'reichweite', 'elektrische reichweite'),
  ...words({ kind: 'unit', unit: 'eur' }, '€', 'euro', 'eur', 'euros'),
  ...words({ kind: 'unit', unit: 'thousand' }, 'k', 'tsd', 'tausend', 't', 'mille', 'tds'),
  ...words({ kind: 'unit', unit: 'km' }, 'km', 'kilometer', 'kms'),
  ...words({ kind: 'unit', unit: 'tkm' }, 'tkm', 'tsd km', 'tausend km', 'tausend kilometer', 'k km', 'tsd. km'),
  ...words({ kind: 'unit', unit: 'ps' }, 'ps', 'pferdestärken', 'pferde', 'hp'),
  ...words({ kind: 'unit', unit: 'kw' }, 'kw', 'kilowatt'),
  ...words({ kind: 'unit', unit: 'years' }, 'jahre', 'jahr', 'jahren', 'jahre alt', 'jahre jung'),
  ...words({ kind: 'unit', unit: 'seats' }, 'sitzer', 'sitze', 'sitzplätze', 'plätze', 'sitzen', 'sitzplätzen', 'sitzig'),
  ...words({ kind: 'trim' }, 'gti', 'gtd', 'gte', 'r', 'rs', 'vrs', 'amg', 'm sport', 'msport', 's line', 'sline', 'r-line', 'rline', 'highline', 'comfortline', 'trendline',
    'style', 'sport', 'ambition', 'elegance', 'active', 'titanium', 'st', 'st-line', 'scout', 'allspace', 'plus', 'cross', 'gt line', 'gt-line', 'avantgarde', 'cupra',
    'competition', 'performance', 'business', 'edition', 'limited', 'premium', 'comfort', 'life', 'luxury', 'exclusive', 'm paket', 'sportline', 'laurin klement', 'l&k'),
  ...words({ kind: 'negation' }, 'ohne', 'kein', 'keine', 'keinen', 'nicht', 'außer', 'kein interesse an'),
  ...words({ kind: 'filler' }, 'ich', 'suche', 'such', 'suchen', 'gesucht', 'möchte', 'will', 'brauche', 'hätte', 'gerne', 'gern', 'ein', 'einen', 'eine', 'einem', 'einer', 'eines',
    'der', 'die', 'das', 'den', 'dem', 'des', 'mit', 'in', 'im', 'bei', 'beim', 'nahe', 'nähe', 'in der nähe von', 'aus', 'vom', 'für', 'auto', 'autos', 'pkw', 'wagen', 'fahrzeug',
    'fahrzeuge', 'gebraucht', 'gebrauchter', 'gebrauchtes', 'gebrauchte', 'gebrauchten', 'gebrauchtwagen', 'kaufen', 'angebot', 'angebote', 'bitte', 'am', 'an', 'zu', 'zum', 'zur',
    'plz', 'postleitzahl', 'ca', 'circa', 'etwa', 'rund', 'ungefähr', 'so', 'gut', 'zustand', 'guter zustand', 'gutem zustand', 'top zustand', 'umgebung', 'raum', 'region', 'gegend', 'österreich', 'sofort',
    'verfügbar', 'oder', 'bzw', 'beziehungsweise', 'alt', 'alter', 'jung', 'wie', 'als', 'auch', 'ab sofort', 'modell', 'marke', 'typ', 'nur', 'gerne mit',
    'inkl', 'inklusive', 'motor', 'getriebe', 'farbe', 'lack', 'ausstattung', 'zuerst', 'sortiert', 'sortieren', 'a', 'sehr', 'schön', 'schöner', 'schönes', 'wenig',
    'oder ähnlich', 'ähnlich', 'ps-stark', 'stark', 'starker', 'starken', 'sparsam', 'sparsamer', 'sparsames', 'zuverlässig', 'zuverlässiger'),
];

/** Model-name aliases the catalogue does not spell: typed phrase → make name and model name. */
export const MODEL_ALIASES: readonly (readonly [string, string, string])[] = [
  ['c-class', 'Mercedes-Benz', 'C-Klasse'], ['e-class', 'Mercedes-Benz', 'E-Klasse'], ['a-class', 'Mercedes-Benz', 'A-Klasse'],
  ['b-class', 'Mercedes-Benz', 'B-Klasse'], ['s-class', 'Mercedes-Benz', 'S-Klasse'], ['v-class', 'Mercedes-Benz', 'V-Klasse'],
  ['g-class', 'Mercedes-Benz', 'G-Klasse'], ['m-class', 'Mercedes-Benz', 'M-Klasse'], ['g-modell', 'Mercedes-Benz', 'G-Klasse'],
  ['3er bmw', 'BMW', '3er'], ['5er bmw', 'BMW', '5er'], ['1er bmw', 'BMW', '1er'], ['dreier', 'BMW', '3er'], ['fünfer', 'BMW', '5er'], ['einser', 'BMW', '1er'],
  ['3 series', 'BMW', '3er'], ['5 series', 'BMW', '5er'], ['3er reihe', 'BMW', '3er'], ['5er reihe', 'BMW', '5er'], ['3er-reihe', 'BMW', '3er'],
  ['käfer', 'VW', 'Käfer'], ['beetle', 'VW', 'Käfer'], ['bulli', 'VW', 'Transporter'], ['t5', 'VW', 'Transporter'], ['t6', 'VW', 'Transporter'], ['t6.1', 'VW', 'Transporter'],
  ['up', 'VW', 'Up!'], ['id buzz', 'VW', 'ID. Buzz'], ['idbuzz', 'VW', 'ID. Buzz'],
  ['model3', 'Tesla', 'Model 3'], ['model y', 'Tesla', 'Model Y'], ['m3', 'BMW', 'M3'],
  ['evoque', 'Land Rover', 'Range Rover Evoque'], ['velar', 'Land Rover', 'Range Rover Velar'],
  ['mach-e', 'Ford', 'Mustang Mach-E'], ['mach e', 'Ford', 'Mustang Mach-E'], ['etron', 'Audi', 'e-tron'],
  ['zafira tourer', 'Opel', 'Zafira'], ['g-klasse', 'Mercedes-Benz', 'G-Klasse'], ['smart', 'Smart', 'fortwo'],
  ['mini cooper', 'Mini', 'Cooper'], ['picasso', 'Citroën', 'C4 Picasso'], ['grand picasso', 'Citroën', 'C4 Picasso'],
];

/** Make aliases: typed word → make name in the catalogue. */
export const MAKE_ALIASES: readonly (readonly [string, string])[] = [
  ['volkswagen', 'VW'], ['vw', 'VW'], ['volkswagon', 'VW'], ['mercedes', 'Mercedes-Benz'], ['benz', 'Mercedes-Benz'], ['mb', 'Mercedes-Benz'],
  ['merc', 'Mercedes-Benz'], ['mercedes benz', 'Mercedes-Benz'], ['daimler', 'Mercedes-Benz'], ['alfa', 'Alfa Romeo'], ['alfaromeo', 'Alfa Romeo'],
  ['chevy', 'Chevrolet'], ['landrover', 'Land Rover'], ['land-rover', 'Land Rover'], ['ssang yong', 'Ssangyong'], ['ssang-yong', 'Ssangyong'],
  ['bmw', 'BMW'], ['beamer', 'BMW'], ['opl', 'Opel'], ['citroen', 'Citroën'], ['peugot', 'Peugeot'], ['hyundei', 'Hyundai'], ['hundai', 'Hyundai'],
  ['ds automobiles', 'DS'], ['astonmartin', 'Aston Martin'], ['škoda', 'Skoda'], ['seat cupra', 'Cupra'],
];

/** Several makes have a model of this name; without a make these makes win. */
export const PREFERRED_MAKES: readonly string[] = ['Seat', 'Fiat', 'Peugeot', 'Mini'];
