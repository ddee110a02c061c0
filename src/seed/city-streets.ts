/**
 * Real streets of the big cities' postcode districts, a few per postcode, where car dealers and
 * workshops sit (arterial roads, industrial streets): so a demo dealer in Graz is not always at
 * 8010, and no dealer sits at 'Triester Straße, 1010 Wien' (the Triester Straße runs through
 * 1100, 1120 and 1230). Compiled from the cities' street directories; a street that crosses
 * several districts is listed under each.
 */

export interface PostcodeStreets {
  zip: string;
  streets: readonly string[];
}

const WIEN: readonly PostcodeStreets[] = [
  { zip: '1010', streets: ['Kärntner Straße', 'Rotenturmstraße', 'Wollzeile', 'Schottenring', 'Stubenring'] },
  { zip: '1020', streets: ['Praterstraße', 'Taborstraße', 'Handelskai', 'Engerthstraße', 'Ausstellungsstraße'] },
  { zip: '1030', streets: ['Landstraßer Hauptstraße', 'Rennweg', 'Erdberger Lände', 'Schlachthausgasse', 'Baumgasse'] },
  { zip: '1040', streets: ['Wiedner Hauptstraße', 'Favoritenstraße', 'Rainergasse', 'Mühlgasse'] },
  { zip: '1050', streets: ['Margaretengürtel', 'Reinprechtsdorfer Straße', 'Schönbrunner Straße', 'Siebenbrunnengasse'] },
  { zip: '1060', streets: ['Mariahilfer Straße', 'Gumpendorfer Straße', 'Linke Wienzeile', 'Webgasse'] },
  { zip: '1070', streets: ['Neubaugasse', 'Burggasse', 'Kaiserstraße', 'Zieglergasse'] },
  { zip: '1080', streets: ['Josefstädter Straße', 'Alser Straße', 'Lerchenfelder Straße', 'Piaristengasse'] },
  { zip: '1090', streets: ['Währinger Straße', 'Nußdorfer Straße', 'Liechtensteinstraße', 'Spittelauer Lände'] },
  { zip: '1100', streets: ['Triester Straße', 'Favoritenstraße', 'Laxenburger Straße', 'Gudrunstraße', 'Sonnleithnergasse'] },
  { zip: '1110', streets: ['Simmeringer Hauptstraße', 'Leberstraße', 'Geiselbergstraße', 'Kaiserebersdorfer Straße'] },
  { zip: '1120', streets: ['Triester Straße', 'Meidlinger Hauptstraße', 'Altmannsdorfer Straße', 'Eichenstraße'] },
  { zip: '1130', streets: ['Hietzinger Hauptstraße', 'Lainzer Straße', 'Speisinger Straße', 'Auhofstraße'] },
  { zip: '1140', streets: ['Hütteldorfer Straße', 'Linzer Straße', 'Hadikgasse', 'Breitenseer Straße'] },
  { zip: '1150', streets: ['Felberstraße', 'Hütteldorfer Straße', 'Sechshauser Straße', 'Märzstraße'] },
  { zip: '1160', streets: ['Thaliastraße', 'Ottakringer Straße', 'Koppstraße', 'Gablenzgasse'] },
  { zip: '1170', streets: ['Hernalser Hauptstraße', 'Jörgerstraße', 'Dornbacher Straße', 'Alszeile'] },
  { zip: '1180', streets: ['Gersthofer Straße', 'Gentzgasse', 'Kreuzgasse', 'Währinger Straße'] },
  { zip: '1190', streets: ['Heiligenstädter Straße', 'Grinzinger Straße', 'Krottenbachstraße', 'Muthgasse'] },
  { zip: '1200', streets: ['Dresdner Straße', 'Wallensteinstraße', 'Handelskai', 'Jägerstraße'] },
  { zip: '1210', streets: ['Brünner Straße', 'Prager Straße', 'Siemensstraße', 'Shuttleworthstraße', 'Schloßhofer Straße'] },
  { zip: '1220', streets: ['Wagramer Straße', 'Erzherzog-Karl-Straße', 'Donaufelder Straße', 'Breitenleer Straße', 'Stadlauer Straße'] },
  { zip: '1230', streets: ['Triester Straße', 'Breitenfurter Straße', 'Perfektastraße', 'Ketzergasse', 'Richard-Strauss-Straße'] },
];

/** The postcodes of the five largest cities with real streets in each, by the city's name in austrian-places.ts. */
export const CITY_POSTCODES: Readonly<Record<string, readonly PostcodeStreets[]>> = {
  Wien: WIEN,
  Graz: [
    { zip: '8010', streets: ['Herrengasse', 'Leonhardstraße', 'Elisabethstraße', 'Glacisstraße'] },
    { zip: '8020', streets: ['Annenstraße', 'Eggenberger Gürtel', 'Lazarettgürtel', 'Kärntner Straße', 'Wiener Straße'] },
    { zip: '8041', streets: ['Liebenauer Hauptstraße', 'Liebenauer Gürtel'] },
    { zip: '8042', streets: ['St.-Peter-Hauptstraße', 'Petersgasse', 'Plüddemanngasse'] },
    { zip: '8051', streets: ['Wiener Straße', 'Göstinger Straße', 'Exerzierplatzstraße'] },
    { zip: '8053', streets: ['Straßganger Straße', 'Peter-Rosegger-Straße', 'Kärntner Straße'] },
    { zip: '8054', streets: ['Kärntner Straße', 'Straßganger Straße'] },
    { zip: '8055', streets: ['Triester Straße', 'Puntigamer Straße', 'Herrgottwiesgasse'] },
  ],
  Linz: [
    { zip: '4020', streets: ['Landstraße', 'Wiener Straße', 'Humboldtstraße', 'Dametzstraße', 'Industriezeile'] },
    { zip: '4030', streets: ['Wiener Straße', 'Dauphinestraße', 'Salzburger Straße'] },
    { zip: '4040', streets: ['Hauptstraße', 'Freistädter Straße', 'Leonfeldner Straße', 'Rudolfstraße'] },
  ],
  Salzburg: [
    { zip: '5020', streets: ['Alpenstraße', 'Ignaz-Harrer-Straße', 'Münchner Bundesstraße', 'Sterneckstraße', 'Vogelweiderstraße'] },
    { zip: '5023', streets: ['Grazer Bundesstraße', 'Eichstraße', 'Minnesheimstraße'] },
    { zip: '5026', streets: ['Aigner Straße'] },
  ],
  // Innsbruck has one postcode for the whole city (6080 is the village of Igls): the streets spread instead.
  Innsbruck: [{ zip: '6020', streets: ['Amraser Straße', 'Museumstraße', 'Andreas-Hofer-Straße', 'Haller Straße', 'Olympiastraße', 'Grabenweg'] }],
};

/** The postcodes of a town with a street table: the city itself, or a Vienna district by its postcode. */
export function postcodesOf(cityName: string, zip: string): readonly PostcodeStreets[] | undefined {
  const own = CITY_POSTCODES[cityName];
  if (own) return own;
  return cityName.startsWith('Wien ') ? WIEN.filter((p) => p.zip === zip) : undefined;
}
