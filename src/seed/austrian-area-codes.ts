/**
 * Telephone area codes (Ortsnetzkennzahlen, without the leading 0) of the towns where demo
 * dealers sit: state capitals, district towns and the larger market towns. A town missing here
 * gets no dealer and its private sellers give a mobile number, so no landline carries another
 * town's code. Vienna's districts all use 1.
 */
export const AREA_CODES: Record<string, string> = {
  // Niederösterreich
  'St. Pölten': '2742', 'Wiener Neustadt': '2622', 'Krems an der Donau': '2732', 'Waidhofen an der Ybbs': '7442', 'Amstetten': '7472', 'Baden': '2252',
  'Bruck an der Leitha': '2162', 'Gänserndorf': '2282', 'Gmünd': '2852', 'Hollabrunn': '2952', 'Horn': '2982', 'Korneuburg': '2262', 'Lilienfeld': '2762',
  'Melk': '2752', 'Mistelbach': '2572', 'Mödling': '2236', 'Neunkirchen': '2635', 'Scheibbs': '7482', 'Tulln an der Donau': '2272',
  'Waidhofen an der Thaya': '2842', 'Zwettl': '2822', 'Klosterneuburg': '2243', 'Stockerau': '2266', 'Ternitz': '2630', 'Bad Vöslau': '2252',
  'Herzogenburg': '2782', 'Ybbs an der Donau': '7412', 'Laa an der Thaya': '2522', 'Gloggnitz': '2662', 'Poysdorf': '2552', 'Retz': '2942', 'Wieselburg': '7416',
  'Hainburg an der Donau': '2165', 'Langenlois': '2734',
  // Oberösterreich
  'Linz': '732', 'Wels': '7242', 'Steyr': '7252', 'Leonding': '732', 'Traun': '7229', 'Braunau am Inn': '7722', 'Ansfelden': '7229', 'Bad Ischl': '6132',
  'Gmunden': '7612', 'Marchtrenk': '7242', 'Vöcklabruck': '7672', 'Enns': '7223', 'Ried im Innkreis': '7752', 'Perg': '7262', 'Freistadt': '7942',
  'Schärding': '7712', 'Eferding': '7272', 'Grieskirchen': '7248', 'Kirchdorf an der Krems': '7582', 'Rohrbach-Berg': '7289', 'Attnang-Puchheim': '7674',
  'Mattighofen': '7742', 'Bad Hall': '7258', 'Lambach': '7245', 'Schwanenstadt': '7673', 'Mondsee': '6232', 'Windischgarsten': '7562',
  // Steiermark
  'Graz': '316', 'Leoben': '3842', 'Kapfenberg': '3862', 'Bruck an der Mur': '3862', 'Feldbach': '3152', 'Leibnitz': '3452', 'Knittelfeld': '3512',
  'Weiz': '3172', 'Judenburg': '3572', 'Deutschlandsberg': '3462', 'Voitsberg': '3142', 'Köflach': '3144', 'Hartberg': '3332', 'Fürstenfeld': '3382',
  'Gleisdorf': '3112', 'Liezen': '3612', 'Murau': '3532', 'Mürzzuschlag': '3852', 'Bad Radkersburg': '3476', 'Schladming': '3687', 'Bad Aussee': '3622',
  'Mariazell': '3882', 'Zeltweg': '3577', 'Eisenerz': '3848', 'Rottenmann': '3614', 'Kindberg': '3865', 'Stainz': '3463', 'Trofaiach': '3847',
  // Tirol
  'Innsbruck': '512', 'Kufstein': '5372', 'Telfs': '5262', 'Schwaz': '5242', 'Hall in Tirol': '5223', 'Wörgl': '5332', 'Lienz': '4852', 'Imst': '5412',
  'Landeck': '5442', 'Reutte': '5672', 'Kitzbühel': '5356', 'St. Johann in Tirol': '5352', 'Jenbach': '5244', 'Mayrhofen': '5285', 'Zell am Ziller': '5282',
  // Kärnten
  'Klagenfurt am Wörthersee': '463', 'Villach': '4242', 'Wolfsberg': '4352', 'Spittal an der Drau': '4762', 'Feldkirchen in Kärnten': '4276',
  'St. Veit an der Glan': '4212', 'Völkermarkt': '4232', 'Hermagor-Pressegger See': '4282', 'Ferlach': '4227', 'Friesach': '4268', 'Althofen': '4262',
  // Salzburg
  'Salzburg': '662', 'Hallein': '6245', 'Saalfelden am Steinernen Meer': '6582', 'Wals-Siezenheim': '662', 'Seekirchen am Wallersee': '6212',
  'St. Johann im Pongau': '6412', 'Bischofshofen': '6462', 'Zell am See': '6542', 'Tamsweg': '6474', 'Neumarkt am Wallersee': '6216', 'Radstadt': '6452',
  'Mittersill': '6562', 'Straßwalchen': '6215',
  // Vorarlberg
  'Bregenz': '5574', 'Dornbirn': '5572', 'Feldkirch': '5522', 'Bludenz': '5552', 'Lustenau': '5577', 'Hohenems': '5576', 'Hard': '5574', 'Rankweil': '5522',
  'Götzis': '5523', 'Lauterach': '5574', 'Wolfurt': '5574', 'Schruns': '5556',
  // Burgenland
  'Eisenstadt': '2682', 'Neusiedl am See': '2167', 'Mattersburg': '2626', 'Oberpullendorf': '2612', 'Oberwart': '3352', 'Güssing': '3322',
  'Jennersdorf': '3329', 'Pinkafeld': '3357', 'Parndorf': '2166', 'Frauenkirchen': '2172',
};
