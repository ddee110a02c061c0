/**
 * Small reference tables of the marketplace (German names): fuels, body types, colours,
 * transmissions, upholstery, emission classes, offer types, drive trains and equipment.
 *
 * Ids are stable and stored in listings; never renumber. Equipment ids must stay within
 * 1..127 because a listing's equipment is kept in a 128-bit set.
 */

export interface Named<I> {
  id: I;
  name: string;
}

export const FUEL_CATEGORIES: readonly Named<'B' | 'D' | 'E' | 'H' | 'O'>[] = [
  { id: 'B', name: 'Benzin' },
  { id: 'D', name: 'Diesel' },
  { id: 'E', name: 'Elektro' },
  { id: 'H', name: 'Hybrid (Benzin/Elektro)' },
  { id: 'O', name: 'Treibstoff: Sonstige' },
];

export const BODY_TYPES: readonly Named<number>[] = [
  { id: 1, name: 'Kleinwagen' },
  { id: 2, name: 'Cabrio' },
  { id: 3, name: 'Coupé' },
  { id: 4, name: 'SUV/Geländewagen' },
  { id: 5, name: 'Kombi' },
  { id: 6, name: 'Limousine' },
  { id: 12, name: 'Van/Kleinbus' },
  { id: 13, name: 'Transporter' },
];

/** Body colours with a typical swatch and their share in the Austrian used-car stock (per mille). */
export const BODY_COLORS: readonly (Named<number> & { hex: string; weight: number })[] = [
  { id: 1, name: 'Schwarz', hex: '#1c1c1c', weight: 240 },
  { id: 2, name: 'Weiß', hex: '#f4f4f2', weight: 190 },
  { id: 3, name: 'Grau', hex: '#6e7174', weight: 200 },
  { id: 4, name: 'Silber', hex: '#b8bcc0', weight: 140 },
  { id: 5, name: 'Blau', hex: '#1f4e8c', weight: 110 },
  { id: 6, name: 'Rot', hex: '#b3121b', weight: 55 },
  { id: 7, name: 'Grün', hex: '#2e5e3a', weight: 15 },
  { id: 8, name: 'Braun', hex: '#5c3b24', weight: 15 },
  { id: 9, name: 'Beige', hex: '#d6c7a1', weight: 10 },
  { id: 10, name: 'Gelb', hex: '#f2c500', weight: 6 },
  { id: 11, name: 'Orange', hex: '#e8661a', weight: 7 },
  { id: 12, name: 'Gold', hex: '#c9a13b', weight: 3 },
  { id: 13, name: 'Violett', hex: '#5b2a6e', weight: 3 },
  { id: 14, name: 'Bronze', hex: '#8c6239', weight: 6 },
];

export const TRANSMISSIONS: readonly Named<number>[] = [
  { id: 1, name: 'Schaltgetriebe' },
  { id: 2, name: 'Automatik' },
  { id: 3, name: 'Halbautomatik' },
];

export const UPHOLSTERY_MATERIALS: readonly Named<number>[] = [
  { id: 1, name: 'Stoff' },
  { id: 2, name: 'Teilleder' },
  { id: 3, name: 'Vollleder' },
  { id: 4, name: 'Velours' },
  { id: 5, name: 'Alcantara' },
  { id: 6, name: 'Kunstleder' },
  { id: 7, name: 'Sonstige' },
];

export const POLLUTION_CLASSES: readonly Named<number>[] = [
  { id: 1, name: 'Euro 1' },
  { id: 2, name: 'Euro 2' },
  { id: 3, name: 'Euro 3' },
  { id: 4, name: 'Euro 4' },
  { id: 5, name: 'Euro 5' },
  { id: 6, name: 'Euro 6' },
  { id: 7, name: 'Euro 6b' },
  { id: 8, name: 'Euro 6c' },
  { id: 9, name: 'Euro 6d-TEMP' },
  { id: 10, name: 'Euro 6d' },
  { id: 11, name: 'Euro 6e' },
];

export const OFFER_TYPES: readonly Named<'U' | 'J' | 'N' | 'O' | 'S' | 'D'>[] = [
  { id: 'U', name: 'Gebrauchtwagen' },
  { id: 'J', name: 'Jahreswagen' },
  { id: 'N', name: 'Neuwagen' },
  { id: 'O', name: 'Oldtimer' },
  { id: 'S', name: 'Tageszulassung' },
  { id: 'D', name: 'Vorführwagen' },
];

export const DRIVE_TRAINS: readonly Named<'F' | 'R' | 'A'>[] = [
  { id: 'F', name: 'Frontantrieb' },
  { id: 'R', name: 'Heckantrieb' },
  { id: 'A', name: 'Allradantrieb' },
];

export const EQUIPMENT_CATEGORIES: readonly Named<number>[] = [
  { id: 1, name: 'Sicherheit' },
  { id: 2, name: 'Komfort' },
  { id: 3, name: 'Multimedia & Navigation' },
  { id: 4, name: 'Fahrerassistenz' },
  { id: 5, name: 'Exterieur' },
  { id: 6, name: 'Interieur' },
  { id: 7, name: 'Sonstiges' },
];

export interface EquipmentItem extends Named<number> {
  categoryId: number;
  /** shown at the top of the search side bar as a quick filter */
  topOfSideBar?: boolean;
  /** 0..1 share of cars that have it (modern mid-class car) */
  rate: number;
  /** first model year in which it appears in the mass market */
  since?: number;
  /**
   * first registration month ('YYYY-MM') from which every car has it: ABS and front airbags by the
   * mid-2000s (ACEA's ABS commitment of 2004), ESP, Isofix and tyre-pressure monitoring for every
   * new car from November 2014 (EU General Safety Regulation 661/2009)
   */
  standardFrom?: string;
  /** comfort the entry trim lines never have */
  notOnEntryTrims?: true;
  /** roof equipment a cabrio cannot have */
  roof?: true;
}

const SICHERHEIT = 1;
const KOMFORT = 2;
const MULTIMEDIA = 3;
const ASSISTENZ = 4;
const EXTERIEUR = 5;
const INTERIEUR = 6;
const SONSTIGES = 7;

/**
 * Equipment items. Fixed ids: 11 Allradantrieb, 37 Garantie, 49 Servicegepflegt (Serviceheft)
 * – these three describe the car/offer rather than being optional extras, so their `rate`
 * is only indicative (listing generators set them from drive train, warranty and service history).
 */
export const EQUIPMENT: readonly EquipmentItem[] = [
  // Sicherheit
  { id: 1, name: 'ABS', categoryId: SICHERHEIT, rate: 0.99, since: 1985, standardFrom: '2006-01' },
  { id: 2, name: 'ESP', categoryId: SICHERHEIT, rate: 0.96, since: 1996, standardFrom: '2014-11' },
  { id: 3, name: 'Fahrerairbag', categoryId: SICHERHEIT, rate: 0.99, since: 1990, standardFrom: '2006-01' },
  { id: 4, name: 'Beifahrerairbag', categoryId: SICHERHEIT, rate: 0.98, since: 1993, standardFrom: '2006-01' },
  { id: 5, name: 'Seitenairbags', categoryId: SICHERHEIT, rate: 0.93, since: 1996 },
  { id: 6, name: 'Kopfairbags', categoryId: SICHERHEIT, rate: 0.88, since: 1998 },
  { id: 7, name: 'Isofix', categoryId: SICHERHEIT, rate: 0.92, since: 1999, standardFrom: '2014-11' },
  { id: 9, name: 'Reifendruckkontrolle', categoryId: SICHERHEIT, rate: 0.8, since: 2007, standardFrom: '2014-11' },
  { id: 10, name: 'Alarmanlage', categoryId: SICHERHEIT, rate: 0.35, since: 1990 },
  { id: 12, name: 'Zentralverriegelung', categoryId: SICHERHEIT, rate: 0.98, since: 1985 },
  // Komfort
  { id: 13, name: 'Elektrische Fensterheber', categoryId: KOMFORT, rate: 0.96, since: 1985 },
  { id: 14, name: 'Elektrische Außenspiegel', categoryId: KOMFORT, rate: 0.92, since: 1990 },
  { id: 15, name: 'Servolenkung', categoryId: KOMFORT, rate: 0.99, since: 1985 },
  { id: 16, name: 'Klimaanlage', categoryId: KOMFORT, topOfSideBar: true, rate: 0.93, since: 1990 },
  { id: 17, name: 'Klimaautomatik', categoryId: KOMFORT, rate: 0.68, since: 1995 },
  { id: 18, name: 'Sitzheizung', categoryId: KOMFORT, topOfSideBar: true, rate: 0.62, since: 1990 },
  { id: 19, name: 'Lenkradheizung', categoryId: KOMFORT, rate: 0.22, since: 2010 },
  { id: 20, name: 'Standheizung', categoryId: KOMFORT, rate: 0.12, since: 1990 },
  { id: 21, name: 'Elektrische Sitze', categoryId: KOMFORT, rate: 0.2, since: 1990, notOnEntryTrims: true },
  { id: 22, name: 'Sitzbelüftung', categoryId: KOMFORT, rate: 0.06, since: 2005, notOnEntryTrims: true },
  { id: 23, name: 'Massagesitze', categoryId: KOMFORT, rate: 0.03, since: 2010, notOnEntryTrims: true },
  { id: 24, name: 'Keyless Entry', categoryId: KOMFORT, rate: 0.35, since: 2005 },
  { id: 25, name: 'Elektrische Heckklappe', categoryId: KOMFORT, rate: 0.25, since: 2008 },
  { id: 61, name: 'Lichtsensor', categoryId: KOMFORT, rate: 0.72, since: 2000 },
  { id: 62, name: 'Regensensor', categoryId: KOMFORT, rate: 0.68, since: 2000 },
  { id: 76, name: 'Elektrische Parkbremse', categoryId: KOMFORT, rate: 0.6, since: 2005 },
  // Multimedia & Navigation
  { id: 38, name: 'Navigationssystem', categoryId: MULTIMEDIA, topOfSideBar: true, rate: 0.6, since: 2000 },
  { id: 39, name: 'Apple CarPlay', categoryId: MULTIMEDIA, rate: 0.55, since: 2016 },
  { id: 40, name: 'Android Auto', categoryId: MULTIMEDIA, rate: 0.55, since: 2016 },
  { id: 41, name: 'Bluetooth-Freisprecheinrichtung', categoryId: MULTIMEDIA, rate: 0.87, since: 2005 },
  { id: 42, name: 'DAB-Radio', categoryId: MULTIMEDIA, rate: 0.55, since: 2012 },
  { id: 43, name: 'Head-up-Display', categoryId: MULTIMEDIA, rate: 0.12, since: 2010, notOnEntryTrims: true },
  { id: 44, name: 'USB-Anschluss', categoryId: MULTIMEDIA, rate: 0.9, since: 2006 },
  { id: 45, name: 'Induktives Laden', categoryId: MULTIMEDIA, rate: 0.3, since: 2016 },
  { id: 46, name: 'Soundsystem', categoryId: MULTIMEDIA, rate: 0.2, since: 1995 },
  { id: 47, name: 'Digitales Cockpit', categoryId: MULTIMEDIA, rate: 0.4, since: 2014 },
  { id: 48, name: 'Touchscreen', categoryId: MULTIMEDIA, rate: 0.72, since: 2012 },
  { id: 81, name: 'WLAN-Hotspot', categoryId: MULTIMEDIA, rate: 0.15, since: 2015, notOnEntryTrims: true },
  // Fahrerassistenz
  { id: 26, name: 'Tempomat', categoryId: ASSISTENZ, rate: 0.78, since: 1995 },
  { id: 8, name: 'Notbremsassistent', categoryId: ASSISTENZ, rate: 0.72, since: 2008 },
  { id: 27, name: 'Abstandstempomat', categoryId: ASSISTENZ, rate: 0.35, since: 2005 },
  { id: 28, name: 'Spurhalteassistent', categoryId: ASSISTENZ, rate: 0.52, since: 2010 },
  { id: 29, name: 'Totwinkelassistent', categoryId: ASSISTENZ, rate: 0.3, since: 2010 },
  { id: 30, name: 'Verkehrszeichenerkennung', categoryId: ASSISTENZ, rate: 0.42, since: 2012 },
  { id: 31, name: 'Einparkhilfe vorne', categoryId: ASSISTENZ, rate: 0.5, since: 2000 },
  { id: 32, name: 'Einparkhilfe hinten', categoryId: ASSISTENZ, rate: 0.8, since: 1998 },
  { id: 33, name: 'Rückfahrkamera', categoryId: ASSISTENZ, rate: 0.5, since: 2008 },
  { id: 34, name: '360°-Kamera', categoryId: ASSISTENZ, rate: 0.12, since: 2012 },
  { id: 35, name: 'Einparkautomatik', categoryId: ASSISTENZ, rate: 0.15, since: 2010 },
  { id: 36, name: 'Müdigkeitserkennung', categoryId: ASSISTENZ, rate: 0.38, since: 2010 },
  { id: 63, name: 'Fernlichtassistent', categoryId: ASSISTENZ, rate: 0.4, since: 2010 },
  { id: 77, name: 'Berganfahrassistent', categoryId: ASSISTENZ, rate: 0.72, since: 2008 },
  // Exterieur
  { id: 50, name: 'LED-Scheinwerfer', categoryId: EXTERIEUR, rate: 0.5, since: 2010 },
  { id: 51, name: 'Xenon-Scheinwerfer', categoryId: EXTERIEUR, rate: 0.18, since: 1995 },
  { id: 52, name: 'Matrix-LED-Scheinwerfer', categoryId: EXTERIEUR, rate: 0.12, since: 2014 },
  { id: 53, name: 'Nebelscheinwerfer', categoryId: EXTERIEUR, rate: 0.6 },
  { id: 54, name: 'Alufelgen', categoryId: EXTERIEUR, topOfSideBar: true, rate: 0.8 },
  { id: 55, name: 'Anhängerkupplung', categoryId: EXTERIEUR, topOfSideBar: true, rate: 0.3 },
  { id: 56, name: 'Panoramadach', categoryId: EXTERIEUR, rate: 0.18, since: 2003, roof: true },
  { id: 57, name: 'Schiebedach', categoryId: EXTERIEUR, rate: 0.12, roof: true },
  { id: 58, name: 'Dachreling', categoryId: EXTERIEUR, rate: 0.35, roof: true },
  { id: 59, name: 'Getönte Scheiben hinten', categoryId: EXTERIEUR, rate: 0.42, since: 2000 },
  { id: 60, name: 'Metallic-Lackierung', categoryId: EXTERIEUR, rate: 0.65 },
  { id: 75, name: 'Tagfahrlicht', categoryId: EXTERIEUR, rate: 0.88, since: 2011 },
  // Interieur
  { id: 64, name: 'Ledersitze', categoryId: INTERIEUR, rate: 0.25, notOnEntryTrims: true },
  { id: 65, name: 'Sportsitze', categoryId: INTERIEUR, rate: 0.25 },
  { id: 66, name: 'Lederlenkrad', categoryId: INTERIEUR, rate: 0.6 },
  { id: 67, name: 'Multifunktionslenkrad', categoryId: INTERIEUR, rate: 0.82, since: 2000 },
  { id: 68, name: 'Ambientebeleuchtung', categoryId: INTERIEUR, rate: 0.3, since: 2010 },
  { id: 69, name: 'Mittelarmlehne', categoryId: INTERIEUR, rate: 0.75 },
  { id: 70, name: 'Rücksitzbank geteilt umklappbar', categoryId: INTERIEUR, rate: 0.9 },
  // Sonstiges
  { id: 11, name: 'Allradantrieb', categoryId: SONSTIGES, topOfSideBar: true, rate: 0.2 },
  { id: 37, name: 'Garantie', categoryId: SONSTIGES, topOfSideBar: true, rate: 0.4 },
  { id: 49, name: 'Servicegepflegt (Serviceheft)', categoryId: SONSTIGES, topOfSideBar: true, rate: 0.5 },
  { id: 71, name: 'Start-Stopp-Automatik', categoryId: SONSTIGES, rate: 0.7, since: 2009 },
  { id: 72, name: 'Nichtraucherfahrzeug', categoryId: SONSTIGES, rate: 0.55 },
  { id: 73, name: 'Sportfahrwerk', categoryId: SONSTIGES, rate: 0.15 },
  { id: 74, name: 'Luftfederung', categoryId: SONSTIGES, rate: 0.05, since: 2002 },
  { id: 78, name: 'Behindertengerecht', categoryId: SONSTIGES, rate: 0.01 },
  { id: 79, name: 'Winterreifen', categoryId: SONSTIGES, rate: 0.38 },
];
