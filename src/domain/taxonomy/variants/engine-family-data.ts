/**
 * The engine families of the makes, from the manufacturers' public engine data, simplified to
 * the displacements sold in Austrian passenger cars: the name a maker puts on the car (TSI,
 * PureTech, dCi…, '' where the version carries only the litres), the years it was sold and its
 * displacements in ccm. The long-tail models build their engines from these lists, so a
 * 'Peugeot 508 2.5 PureTech' (PureTech is a 1.0/1.2/1.6) or a VW '1.5 TDI' cannot occur; the
 * plausibility test checks every seeded car against them.
 *
 * Fuel H lists a make's own hybrid engines where they differ from its petrol ones. A make
 * missing here uses the generic displacement ladder (exotic and small makes).
 */

export interface EngineFamily {
  fuel: 'B' | 'D' | 'H';
  /** naturally aspirated: about 50 kW per litre, never tuned up like a turbo */
  aspirated: boolean;
  /** the name on the car after the litres; '' for none */
  name: string;
  from: number;
  /** null: still built */
  to: number | null;
  ccm: readonly number[];
}

const NA = true;
const e = (fuel: EngineFamily['fuel'], name: string, from: number, to: number | null, ccm: number[], aspirated = false): EngineFamily => ({
  fuel,
  name,
  from,
  to,
  ccm,
  aspirated,
});

// The 1.2, 1.4 and 1.8 TSI gave way to the 1.0 and 1.5 by 2020 (the 1.4 lives on in the plug-in hybrids).
const VW_TSI = (from: number): EngineFamily[] => [
  e('B', 'TSI', from, 2020, [999, 1197, 1390, 1395, 1498, 1798, 1984]),
  e('B', 'TSI', 2020, null, [999, 1498, 1984]),
];
/**
 * The VW group's TDI generations: the pump-injection 1.9 (and the V6) until 2010, the common-rail
 * 2.0 from 2003, the 1.6 (and the three-cylinder 1.4) from 2009 until 2020, then the 2.0 alone.
 */
const TDI_GENERATIONS = (from: number, oldBig: number[], bigSince2003: number[]): EngineFamily[] => [
  e('D', 'TDI', from, 2010, [1422, 1896, ...oldBig]),
  e('D', 'TDI', 2003, 2020, [1968, ...bigSince2003]),
  e('D', 'TDI', 2009, 2020, [1422, 1598]),
  e('D', 'TDI', 2020, null, [1968, ...bigSince2003.filter((c) => c !== 2698 && c !== 4134 && c !== 4921)]),
];
const PSA = (petrolOld: number[]): EngineFamily[] => [
  e('B', '', 1940, 2014, petrolOld, NA),
  e('B', 'VTi', 2007, 2014, [1397, 1598], NA),
  e('B', 'THP', 2007, 2015, [1598]),
  e('B', 'PureTech', 2012, 2019, [999]),
  e('B', 'PureTech', 2012, null, [1199, 1598]),
  e('D', 'D', 1940, 1999, [1769, 1905, 2088]),
  e('D', 'HDi', 1999, 2014, [1398, 1560, 1997, 2179, 2198, 2720, 2993]),
  e('D', 'BlueHDi', 2014, null, [1499, 1560, 1997, 2179]),
  e('H', 'Hybrid', 2019, null, [1598]),
  e('H', 'Hybrid', 2024, null, [1199]),
];
/**
 * Hybrid systems: Toyota, Lexus, Honda, Hyundai/Kia (1.6 GDI), Renault (E-Tech 1.6/1.8), Ford (2.0/2.5)
 * and Mitsubishi run naturally aspirated Atkinson engines (system power about 62 kW per litre);
 * the turbo hybrids (Hyundai/Kia 1.6 T-GDI, PSA 1.6 PureTech, Renault 1.2 TCe) are not marked.
 */
const HYUNDAI_KIA: EngineFamily[] = [
  e('B', '', 1940, null, [998, 1086, 1197, 1248, 1368, 1396, 1591, 1599, 1795, 1975, 1998, 2359, 2656, 3342], NA),
  e('B', 'T-GDI', 2013, null, [998, 1353, 1482, 1591, 1598, 1998, 2497]),
  // The Stinger GT's 3.3 V6.
  e('B', 'T-GDI', 2017, 2023, [3342]),
  e('D', 'CRDi', 2002, null, [1396, 1493, 1582, 1598, 1685, 1991, 1995, 2151, 2188, 2199, 2497]),
  e('D', 'Diesel', 1940, 2002, [1493, 1991, 2476]),
  e('H', 'Hybrid', 2016, null, [1580], NA),
  e('H', 'Hybrid', 2016, 2020, [1999], NA),
  e('H', 'Hybrid', 2020, null, [1598]),
];

export const ENGINE_FAMILIES: Record<string, readonly EngineFamily[]> = {
  VW: [
    e('B', '', 1940, 2014, [1093, 1192, 1285, 1457, 1584, 1588, 1595, 1598, 1043, 1272, 1390, 1781, 1984, 2324, 2792, 3189, 999, 1198], NA),
    e('B', '', 2014, null, [999], NA),
    e('B', 'FSI', 2002, 2008, [1390, 1598, 1984]),
    ...VW_TSI(2005),
    e('D', 'D', 1940, 1992, [1471, 1588, 1896]),
    e('D', 'TD', 1982, 1996, [1588, 1896]),
    e('D', 'D', 1990, 2003, [2370]),
    e('D', 'SDI', 1995, 2005, [1896]),
    ...TDI_GENERATIONS(1991, [2461, 2496], [2967, 4134, 4921]),
    e('D', 'TDI', 2019, 2020, [3956]),
    // The Transporter T7 (2025) and the Amarok II run Ford's 2.0 and 3.0 diesels as TDI.
    e('D', 'TDI', 2023, null, [1996, 2993]),
    // The Touareg's V6 petrol engines.
    e('B', '', 2005, 2018, [3597], NA),
    e('B', 'TSI', 2018, null, [2995]),
    e('H', 'Hybrid', 2014, null, [1395, 1498]),
  ],
  Skoda: [
    e('B', '', 1940, 2014, [1046, 1174, 1289, 1390, 1595, 1598, 1781, 1984, 1198], NA),
    e('B', '', 2014, null, [999], NA),
    ...VW_TSI(2007),
    e('D', 'SDI', 1999, 2004, [1896]),
    ...TDI_GENERATIONS(1996, [2496], []),
    e('H', 'Hybrid', 2020, null, [999, 1395, 1498]),
  ],
  Seat: [
    e('B', '', 1940, 2014, [903, 1193, 1461, 1390, 1595, 1598, 1781, 1984, 1198, 999], NA),
    e('B', '', 2014, null, [999], NA),
    ...VW_TSI(2007),
    e('D', 'D', 1940, 1996, [1714, 1896]),
    e('D', 'SDI', 1997, 2004, [1716, 1896]),
    ...TDI_GENERATIONS(1996, [], []),
    e('H', 'Hybrid', 2020, null, [1395, 1498]),
  ],
  Abarth: [e('B', '', 1940, null, [1368])],
  Cupra: [e('B', 'TSI', 2018, null, [1395, 1498, 1984, 2480]), e('D', 'TDI', 2018, null, [1968]), e('H', 'Hybrid', 2020, null, [1395, 1498])],
  Audi: [
    e('B', '', 1940, 2004, [1272, 1588, 1595, 1781, 1984, 2226, 2309, 2393, 2771, 2976, 3697, 4172], NA),
    e('B', 'FSI', 2002, 2014, [1598, 1984, 2773, 3123, 3197, 3597, 4163, 5204]),
    // The V8 of the RS4 (B7, B8) and the R8, sold to 2015.
    e('B', '', 2004, 2015, [4163], NA),
    e('B', 'TFSI', 2004, 2020, [999, 1197, 1390, 1395, 1498, 1798, 1984, 2480, 2894, 2995, 3996, 5204]),
    e('B', 'TFSI', 2020, null, [999, 1498, 1984, 2480, 2894, 2995, 3996, 5204]),
    e('D', 'D', 1940, 1991, [1588, 1986, 2370]),
    ...TDI_GENERATIONS(1991, [2461, 2496, 2698], [2698, 2967, 3956, 4134]),
    e('H', 'Hybrid', 2014, null, [1395, 1984, 2995]),
  ],
  Ford: [
    e('B', '', 1940, 2010, [1117, 1297, 1299, 1388, 1596, 1798, 1999, 2261, 2495, 2522, 2967, 1242], NA),
    e('B', '', 2010, null, [1084, 1198, 1242, 1388, 1498, 1596, 1999], NA),
    // The Mustang's V8 (Europe from 2015).
    e('B', '', 2015, null, [4951, 5038], NA),
    // The Transit Connect III runs VW's 1.5 petrol and 2.0 diesel under Ford's names.
    e('B', 'EcoBoost', 2022, null, [1498]),
    e('D', 'EcoBlue', 2022, null, [1968]),
    e('B', 'EcoBoost', 2010, null, [998, 999, 1497, 1499, 1596, 1999, 2261, 2694, 2956]),
    e('D', 'D', 1940, 2002, [1608, 1753, 1769, 2496]),
    e('D', 'TD', 1986, 2000, [1753, 2496]),
    // The Ranger's Mazda-built 2.5 TD (until 2006).
    e('D', 'TD', 1998, 2006, [2499]),
    e('D', 'TDCi', 2000, 2022, [1248, 1399, 1499, 1560, 1753, 1997, 1998, 2198, 2402, 2499, 2953, 3198]),
    e('D', 'EcoBlue', 2016, null, [1499, 1995, 1996, 2993]),
    e('H', 'Hybrid', 2014, 2022, [1999], NA),
    e('H', 'Hybrid', 2020, null, [2488], NA),
    e('H', 'Hybrid', 2019, null, [999]),
  ],
  Opel: [
    e('B', '', 1940, 2014, [973, 998, 1196, 1199, 1229, 1297, 1364, 1389, 1398, 1598, 1796, 1998, 2198, 2405, 2962, 3175], NA),
    e('B', '', 2014, null, [1199, 1229, 1398], NA),
    // The Calibra Turbo, the Vectra C's 2.0 and 2.8 V6 Turbo.
    e('B', 'Turbo', 1992, 2008, [1998, 2792]),
    e('B', 'Turbo', 2008, 2021, [999, 1199, 1364, 1399, 1490, 1598, 1998]),
    e('B', 'Turbo', 2021, null, [1199, 1598, 1998]),
    // The Antara's 2.4 (GM), the Combo D's 1.4 (Fiat Doblò).
    e('B', '', 2006, 2015, [2384], NA),
    e('B', '', 2012, 2018, [1368], NA),
    e('D', 'D', 1940, 2000, [1598, 1686, 1699]),
    e('D', 'TD', 1988, 1998, [1686, 1699]),
    // The Omega's and Frontera's 2.3 TD, the Omega B's 2.5 TD and DTI (BMW).
    e('D', 'TD', 1986, 2000, [2260, 2497]),
    e('D', 'DTI', 2001, 2003, [2497]),
    e('D', 'DTI', 1997, 2004, [1686, 1995, 2171]),
    e('D', 'CDTI', 2000, 2010, [1248, 1686, 1910]),
    e('D', 'CDTI', 2008, 2020, [1248, 1686, 1956]),
    e('D', 'CDTI', 2013, 2020, [1598]),
    // The vans' (Renault, Vectra C V6: Isuzu) and the Antara's (GM Korea) diesels.
    e('D', 'CDTI', 2001, 2021, [1870, 1991, 1995, 2231, 2298, 2463, 2953, 2958]),
    e('D', 'Diesel', 2017, null, [1496, 1499, 1997]),
    e('D', 'Diesel', 2017, 2018, [1560]),
    e('D', 'Diesel', 2021, null, [2184]),
    e('H', 'Hybrid', 2019, null, [1598]),
    e('H', 'Hybrid', 2024, null, [1199]),
  ],
  Peugeot: [
    ...PSA([954, 1124, 1360, 1580, 1587, 1761, 1905, 1997, 2230, 2946, 1397, 1598]),
    // The 108's Toyota-built 1.0 VTi and the 106's 1.5 D.
    e('B', 'VTi', 2014, 2021, [998], NA),
    e('D', 'D', 1991, 2003, [1527]),
  ],
  // Citroën kept the VTi name on its small three- and four-cylinders and the HDi on its vans a little longer (issue 36 review).
  Citroën: [
    ...PSA([602, 1124, 1360, 1580, 1587, 1761, 1905, 1997, 2230, 2946, 1397, 1598]),
    e('B', 'VTi', 2012, 2022, [998, 999, 1199]),
    e('B', 'VTi', 2014, 2017, [1397, 1598], NA),
    e('B', 'THP', 2015, 2018, [1598]),
    e('D', 'D', 1996, 2008, [1868]),
    e('D', 'HDi', 2006, 2016, [1398, 1560, 1997, 2179, 2198, 2999]),
  ],
  DS: [
    e('B', 'VTi', 2010, 2015, [1598]),
    e('B', 'THP', 2010, 2015, [1598]),
    e('B', 'PureTech', 2014, null, [1199, 1598]),
    e('D', 'HDi', 2010, 2014, [1560, 1997]),
    e('D', 'BlueHDi', 2014, null, [1499, 1560, 1997]),
    e('H', 'Hybrid', 2019, null, [1598]),
  ],
  Renault: [
    e('B', '', 1940, 2014, [956, 1108, 1149, 1198, 1390, 1397, 1598, 1721, 1764, 1998, 2165, 2458], NA),
    e('B', '', 2014, null, [999, 1149, 1598], NA),
    e('B', 'TCe', 2007, null, [898, 999, 1149, 1197, 1332, 1618, 1798]),
    e('B', 'TCe', 2021, null, [1199]),
    e('D', 'D', 1940, 2000, [1595, 1870, 2068]),
    e('D', 'dCi', 2000, 2019, [1461, 1598, 1870, 1995, 2188, 2298]),
    // The vans' 2.5 dCi and the Master II's 3.0 dCi (Nissan).
    e('D', 'dCi', 2001, 2014, [2463, 2953]),
    e('D', 'Blue dCi', 2018, null, [1461, 1749, 1997, 2298]),
    e('H', 'E-Tech', 2020, null, [1598], NA),
    e('H', 'E-Tech', 2022, null, [1199]),
    e('H', 'E-Tech', 2025, null, [1798], NA),
  ],
  Dacia: [
    e('B', '', 1940, null, [999, 1149, 1390, 1397, 1598], NA),
    e('B', 'TCe', 2012, null, [898, 999, 1197, 1332]),
    e('D', 'dCi', 2005, 2019, [1461]),
    e('D', 'Blue dCi', 2018, null, [1461]),
    e('H', 'Hybrid', 2023, null, [1598], NA),
    e('H', 'Hybrid', 2023, null, [1199]),
    e('B', 'TCe', 2024, null, [1199]),
    e('H', 'Hybrid', 2025, null, [1764], NA),
  ],
  Nissan: [
    e('B', '', 1940, null, [988, 1240, 1386, 1498, 1597, 1598, 1769, 1998, 2488, 3498, 3696], NA),
    e('B', 'DIG-T', 2010, null, [999, 1197, 1332, 1618]),
    e('D', 'Diesel', 1940, 2002, [1973, 2184, 2663, 2953]),
    e('D', 'dCi', 2002, null, [1461, 1598, 1749, 1870, 1995, 1997, 2184, 2298, 2464, 2488, 2993]),
    e('B', '', 2007, 2022, [1198, 3799]),
    e('B', 'DIG-S', 2011, 2017, [1198]),
    e('B', 'IG-T', 2017, null, [898, 999]),
    e('H', 'e-Power', 2021, null, [1497]),
  ],
  Hyundai: HYUNDAI_KIA,
  Kia: HYUNDAI_KIA,
  Toyota: [
    e('B', '', 1940, 1999, [998, 1295, 1331, 1587, 1762, 1998, 2164, 2362, 2954, 3378], NA),
    e('B', 'VVT-i', 1997, null, [996, 998, 1197, 1298, 1329, 1398, 1490, 1496, 1598, 1618, 1794, 1798, 1986, 1998, 2362, 2998], NA),
    e('D', 'D', 1940, 1999, [1839, 1974, 2446, 2982]),
    e('D', 'D-4D', 1999, null, [1364, 1598, 1995, 1998, 2231, 2393, 2494, 2755, 2982]),
    // The Proace runs PSA's diesels.
    e('D', 'D-4D', 2013, null, [1499, 1560, 1997]),
    // Prius/Yaris 1.5 (1997–2020), the 1.8 from the Prius III, the 2.5 from the RAV4 IV, 2.0 and the new 1.5 from 2019/2020.
    e('H', 'Hybrid', 1997, 2020, [1497], NA),
    e('H', 'Hybrid', 2009, null, [1798], NA),
    e('H', 'Hybrid', 2016, null, [2487, 2494], NA),
    e('H', 'Hybrid', 2019, null, [1986], NA),
    e('H', 'Hybrid', 2020, null, [1490], NA),
  ],
  Lexus: [
    e('B', '', 1940, null, [1998, 2499, 2995, 3456, 3968, 4608, 4969], NA),
    e('D', 'D', 2005, 2013, [2231]),
    e('H', 'Hybrid', 2005, 2008, [3311], NA),
    e('H', 'Hybrid', 2005, null, [3456], NA),
    e('H', 'Hybrid', 2022, null, [2393]),
    e('H', 'Hybrid', 2007, 2017, [4969], NA),
    e('H', 'Hybrid', 2011, null, [1798], NA),
    e('H', 'Hybrid', 2013, null, [2487, 2494], NA),
    e('H', 'Hybrid', 2019, null, [1987], NA),
    e('H', 'Hybrid', 2024, null, [1490], NA),
  ],
  Mazda: [
    e('B', '', 1940, 2012, [1324, 1349, 1498, 1598, 1839, 1999, 2261, 2488], NA),
    e('B', 'Skyactiv-G', 2012, null, [1496, 1998, 2488], NA),
    e('D', 'Diesel', 1940, 2002, [1998, 2184]),
    e('D', 'CD', 2002, 2012, [1560, 1998, 2184]),
    // The Mazda5's and the MX-5 NC's engines, sold until 2015.
    e('B', '', 2012, 2015, [1798, 1999], NA),
    e('D', 'CD', 2012, 2015, [1560]),
    e('D', 'Skyactiv-D', 2012, null, [1499, 1759, 2191, 3283]),
    e('H', 'Hybrid', 2019, null, [1998], NA),
    e('H', 'Hybrid', 2022, null, [1490, 2488], NA),
  ],
  Fiat: [
    e('B', '', 1940, 2014, [499, 594, 652, 903, 999, 1108, 1242, 1368, 1372, 1581, 1747]),
    e('B', '', 2014, null, [875, 999, 1242, 1332, 1368, 1469, 1598]),
    e('D', 'D', 1940, 2000, [1697, 1929]),
    e('D', 'JTD', 1998, 2004, [1910, 2387]),
    e('D', 'Multijet', 2003, null, [1248, 1598, 1910, 1956, 2287, 2184]),
    // Fiat's vans and the Doblò III run engines of PSA, Iveco and Renault under Fiat names (issue 36 review).
    e('D', 'JTD', 2000, 2006, [2286, 2798]),
    e('D', 'Multijet', 2006, null, [1499, 1560, 1997, 2198, 2999]),
    e('D', 'EcoJet', 2016, null, [1598, 1997]),
    e('B', 'PureTech', 2022, null, [1199]),
    e('D', 'BlueHDi', 2022, null, [1499]),
    e('H', 'Hybrid', 2020, null, [999, 1469]),
  ],
  'Alfa Romeo': [
    e('B', '', 1940, null, [1290, 1351, 1368, 1570, 1712, 1742, 1747, 1779, 1970, 1995, 2492, 2891, 2959, 3195]),
    // The MiTo's TwinAir.
    e('B', '', 2011, 2018, [875]),
    e('D', 'JTD', 1997, 2008, [1910, 2387]),
    // The 1.9 and 2.4 diesels were JTDM from the 20-valve 2.4 (2002) and the 156's facelift on.
    e('D', 'JTDM', 2002, 2011, [1910, 2387]),
    e('D', 'JTDM', 2008, null, [1248, 1598, 1956, 2143, 2184]),
    e('H', 'Hybrid', 2022, null, [1332, 1469]),
    // The Junior Ibrida's 1.2 (Stellantis).
    e('H', 'Hybrid', 2024, null, [1199]),
  ],
  Jeep: [
    e('B', '', 1940, null, [1332, 1368, 1998, 2360, 3604, 5654, 6417]),
    // FCA's 1.0 T3 and 1.6 E-torQ, PSA's 1.2, the 2.0 GME turbo and the Cherokee's 3.2 V6.
    e('B', '', 2014, null, [999, 1199, 1598, 1995, 3239]),
    // From the Cherokee KJ's 2.5 of 2001 to the Wrangler JK's 2.8 of 2018; VW's 2.0 and Mercedes' 2.2, 2.7 and 3.0 among them.
    e('D', 'CRD', 2001, 2018, [1956, 1968, 2143, 2499, 2685, 2768, 2776, 2987]),
    e('D', 'MultiJet', 2014, null, [1598, 1956, 2184, 2987]),
    e('D', 'Diesel', 1940, 2005, [2499, 2776]),
    e('H', 'Hybrid', 2020, null, [1332, 1469, 1995]),
    e('H', 'Hybrid', 2024, null, [1199]),
  ],
  Honda: [
    e('B', '', 1940, 2000, [1343, 1493, 1590, 1595, 1797, 1997, 2156], NA),
    e('B', 'i-VTEC', 2000, null, [988, 1198, 1318, 1339, 1497, 1498, 1597, 1798, 1799, 1997, 1998, 2354], NA),
    e('B', 'VTEC Turbo', 2015, null, [988, 1498, 1996]),
    // Sold in the Civic VIII until 2011.
    e('D', 'i-CTDi', 2004, 2011, [2204]),
    e('D', 'i-DTEC', 2008, null, [1597, 2199]),
    e('H', 'Hybrid', 1999, 2006, [995], NA),
    e('H', 'Hybrid', 2003, 2015, [1339], NA),
    e('H', 'Hybrid', 2010, 2016, [1497], NA),
    e('H', 'Hybrid', 2019, null, [1498, 1993], NA),
  ],
  Suzuki: [
    e('B', '', 1940, null, [796, 993, 998, 1242, 1298, 1328, 1372, 1586, 1590, 1995, 2393], NA),
    e('B', 'Boosterjet', 2016, null, [998, 1373]),
    e('D', 'DDiS', 2005, null, [1248, 1598, 1870]),
    e('D', 'DDiS', 2003, 2016, [1248, 1398, 1461, 1910, 1956]),
    e('B', '', 2008, null, [996, 1462], NA),
    e('H', 'Hybrid', 2016, 2020, [1242]),
    e('H', 'Hybrid', 2020, null, [1798]),
    e('D', 'Diesel', 1940, 2005, [1905, 1998]),
    e('H', 'Hybrid', 2017, null, [1197, 1373, 1462, 1490, 2487]),
  ],
  Mitsubishi: [
    e('B', '', 1940, null, [1124, 1299, 1499, 1584, 1834, 1997, 2350, 2972, 3497, 3828], NA),
    e('B', 'MIVEC', 2003, null, [999, 1193, 1499, 1590, 1798, 1998, 2360, 2378], NA),
    // Renault's 1.0 TCe and 1.3 TCe in the ASX and Colt since 2023.
    e('B', 'Turbo', 2023, null, [999, 1332]),
    e('D', 'TD', 1940, 2006, [1870, 1998, 2477, 2835]),
    // From the Pajero's 3.2 of 2000; Mercedes' 1.5 (Colt), PSA's 1.6/2.2, Renault's 1.9 and VW's 2.0 among them.
    e('D', 'DI-D', 2000, 2019, [1493, 1560, 1798, 1870, 1968, 2179, 2268, 2442, 2477, 3200]),
    e('D', 'DI-D', 2019, null, [2268, 2442, 3200]),
    e('H', 'Hybrid', 2013, 2018, [1998], NA),
    e('H', 'Hybrid', 2019, null, [2360], NA),
    e('H', 'Hybrid', 2023, null, [1598], NA),
  ],
  Volvo: [
    e('B', '', 1940, null, [1595, 1596, 1798, 1984, 1986, 1999, 2316, 2435, 2497, 2521, 2922, 2953]),
    e('B', 'Drive-E', 2014, null, [1477, 1969]),
    e('D', 'Diesel', 1940, null, [1560, 1969, 1984, 2400, 2521]),
    e('H', 'Hybrid', 2012, null, [1477, 1969]),
    // the V60 D6, a diesel plug-in hybrid
    e('H', 'Hybrid', 2012, 2018, [2400]),
  ],
  'Land Rover': [
    e('B', '', 1940, null, [1997, 1999, 2495, 2996, 3528, 3946, 4196, 4394, 4999]),
    // The 1.5 three-cylinder (Evoque P160), the supercharged 3.0 V6 and BMW's 4.4 V8 (2022 on).
    e('B', '', 2013, null, [1497, 2995, 4395]),
    e('D', 'Diesel', 1940, 2000, [2052, 2286, 2495]),
    e('D', 'TD5', 1998, 2007, [2495]),
    e('D', 'TD4', 2000, 2020, [1951, 1999, 2179, 2198]),
    e('D', 'TDV6', 2005, 2020, [2720, 2993]),
    e('D', 'TDV8', 2006, 2012, [3630, 4367]),
    e('D', 'SDV8', 2012, 2019, [4367]),
    e('D', 'D180', 2016, null, [1999, 2997]),
    e('H', 'Hybrid', 2018, null, [1497, 1997, 2996]),
  ],
  Jaguar: [
    e('B', '', 1940, null, [1997, 1999, 2967, 2996, 3590, 3996, 4196, 5000]),
    e('D', 'Diesel', 1990, null, [1999, 2179, 2198, 2720, 2993]),
    e('H', 'Hybrid', 2020, null, [1497, 1997]),
  ],
  Subaru: [
    e('B', '', 1940, null, [1597, 1600, 1820, 1994, 1995, 2212, 2457, 2498, 3630]),
    e('D', 'Boxer Diesel', 2008, 2018, [1998]),
    e('H', 'e-Boxer', 2019, null, [1995]),
  ],
  Ssangyong: [
    e('B', '', 1940, null, [1497, 1597, 1998, 2295, 3199]),
    e('D', 'e-XDi', 2001, null, [1597, 1998, 2157, 2199, 2696]),
    e('D', 'Diesel', 1940, 2001, [2299, 2874]),
  ],
  Mini: [
    e('B', '', 1940, null, [998, 1198, 1275, 1397, 1499, 1598, 1998]),
    e('D', 'Diesel', 2003, null, [1364, 1496, 1560, 1598, 1995]),
    e('H', 'Hybrid', 2017, null, [1499]),
  ],
  BMW: [
    e(
      'B',
      '',
      1940,
      2014,
      [1573, 1596, 1598, 1599, 1766, 1795, 1796, 1895, 1990, 1991, 1995, 1997, 2171, 2494, 2497, 2979, 2996, 3246, 3999, 4395, 4398, 4799, 4999, 5972],
    ),
    e('B', '', 2014, null, [1499, 1598, 1997, 1998, 2979, 2993, 2998, 4395, 6592]),
    e('D', '', 1940, 2014, [1665, 1951, 1995, 2443, 2497, 2498, 2926, 2993, 3901]),
    e('D', '', 2014, null, [1496, 1995, 2993]),
    e('H', '', 2014, null, [1499, 1998, 2998, 4395]),
  ],
  'Mercedes-Benz': [
    e('B', '', 1940, 2014, [1397, 1498, 1595, 1699, 1796, 1799, 1991, 1998, 2199, 2295, 2597, 2799, 2996, 3199, 3498, 3724, 4966, 5461, 5980, 6208]),
    e('B', '', 2014, null, [1332, 1496, 1497, 1595, 1991, 1999, 2996, 2999, 3498, 3982, 4663, 5461, 5980]),
    // The Citan (W 415) runs Renault's 1.2 TCe.
    e('B', '', 2012, 2021, [1197]),
    e('D', '', 1940, 2014, [1689, 1991, 1997, 2143, 2148, 2151, 2155, 2497, 2685, 2987, 2996, 3222, 3996, 4134]),
    e('D', '', 2014, null, [1461, 1598, 1950, 1993, 2143, 2925, 2987, 2989]),
    e('H', '', 2014, null, [1332, 1950, 1991, 1993, 1999, 2996, 2999, 3982]),
  ],
  Porsche: [
    e('B', '', 1940, null, [1582, 1720, 1971, 1984, 1988, 2341, 2479, 2687, 2894, 2994, 2995, 3164, 3299, 3387, 3596, 3600, 3604, 3800, 3996, 4806, 4836]),
    // the flat-sixes of the 981/982, 991/992 and the Panamera and Cayenne V6 of the 2010s (issue 36 review)
    e('B', '', 2009, null, [2497, 2706, 2981, 2997, 3436, 3598, 3605, 3745, 3799, 3995]),
    e('D', 'Diesel', 2009, null, [2967, 3956, 4134]),
    e('H', 'Hybrid', 2010, null, [2894, 2995, 3996]),
  ],
  // The forfour W454's Mitsubishi engines (1.1, 1.3, 1.5 and the Brabus' 1.5 turbo) until 2006.
  Smart: [e('B', '', 1940, null, [599, 698, 898, 999, 1332]), e('B', '', 2004, 2006, [1124, 1468, 1499]), e('D', 'cdi', 2004, 2014, [1493])],
};
