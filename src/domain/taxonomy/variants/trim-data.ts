/**
 * Trim lines per make with the model years they were sold under (from the makes' Austrian
 * price lists, simplified to the common lines). A make not listed here sells its cars
 * without a trim name in the title (sports and luxury makes name the version instead).
 */

export interface TrimDraft { name: string; from: number; to: number | null; /** relative share among the trims of its years */ weight: number }

const t = (name: string, from: number, to: number | null, weight = 1): TrimDraft => ({ name, from, to, weight });

export const TRIMS_BY_MAKE: Record<string, TrimDraft[]> = {
  'VW': [t('Trendline', 1997, 2020, 2), t('Comfortline', 1997, 2020, 3), t('Highline', 1997, 2020, 2), t('Life', 2020, null, 3), t('Style', 2020, null, 2), t('R-Line', 2016, null, 1.5)],
  'Skoda': [t('Classic', 1996, 2008), t('Ambiente', 1996, 2020, 2), t('Elegance', 1996, 2013, 1.5), t('Active', 2013, null), t('Ambition', 2013, null, 3), t('Style', 2013, null, 2), t('Selection', 2024, null), t('Sportline', 2017, null)],
  'Seat': [t('Reference', 1999, null), t('Style', 2005, null, 3), t('FR', 2005, null, 2), t('Xcellence', 2016, null)],
  'Cupra': [t('Basis', 2020, null), t('VZ', 2020, null), t('Tribe Edition', 2022, null)],
  'Audi': [t('Attraction', 1994, 2012), t('Ambition', 1994, 2012), t('Ambiente', 1994, 2012), t('Basis', 2012, 2019), t('Sport', 2012, 2019, 2), t('Design', 2012, 2019), t('advanced', 2019, null, 2), t('S line', 2000, null, 2)],
  'BMW': [t('Advantage', 2012, null, 2), t('Sport Line', 2012, null, 2), t('Luxury Line', 2012, null), t('M Sport', 2012, null, 2)],
  'Mercedes-Benz': [t('Classic', 1993, 2010), t('Elegance', 1993, 2014), t('Avantgarde', 1993, null, 2), t('AMG Line', 2014, null, 2), t('Style', 2014, 2021)],
  'Opel': [t('Edition', 2008, null, 2), t('Cosmo', 2008, 2017), t('Elegance', 2019, null, 2), t('GS', 2021, null), t('Enjoy', 2008, 2019), t('Innovation', 2015, 2019)],
  'Ford': [t('Trend', 1998, 2020, 2), t('Titanium', 2008, null, 3), t('ST-Line', 2016, null, 2), t('Cool & Connect', 2018, null), t('Ghia', 1995, 2008)],
  'Toyota': [t('Active', 2010, null, 2), t('Comfort', 2010, null, 2), t('Style', 2014, null), t('GR Sport', 2019, null), t('Terra', 1997, 2012), t('Sol', 1997, 2012)],
  'Renault': [t('Life', 2010, null), t('Zen', 2015, null, 2), t('Intens', 2015, null), t('Techno', 2022, null), t('Dynamique', 1998, 2015)],
  'Dacia': [t('Essential', 2021, null), t('Expression', 2021, null, 2), t('Journey', 2023, null), t('Comfort', 2013, 2021, 2), t('Ambiance', 2008, 2016), t('Prestige', 2013, 2021)],
  'Peugeot': [t('Active', 2012, null, 2), t('Allure', 2012, null, 2), t('GT', 2014, null), t('Style', 2015, 2021)],
  'Citroën': [t('Feel', 2014, null, 2), t('Shine', 2014, null), t('Plus', 2021, null), t('Max', 2021, null)],
  'DS': [t('Bastille', 2019, null), t('Performance Line', 2019, null), t('Rivoli', 2019, null)],
  'Fiat': [t('Pop', 2007, null, 2), t('Lounge', 2007, null, 2), t('Dolcevita', 2020, null), t('Easy', 2012, null)],
  'Hyundai': [t('Level 2', 2014, null), t('Level 3', 2014, null, 2), t('Level 4', 2014, null), t('N Line', 2019, null), t('Trend', 2020, null), t('Prestige', 2020, null)],
  'Kia': [t('Silber', 2012, null, 2), t('Gold', 2012, null, 2), t('Platin', 2012, null), t('GT-Line', 2015, null)],
  'Mazda': [t('Prime-Line', 2018, null), t('Center-Line', 2018, null, 2), t('Exclusive-Line', 2018, null), t('Homura', 2022, null), t('Takumi', 2022, null), t('Challenge', 2012, 2018), t('Attraction', 2012, 2018), t('Revolution', 2012, 2018)],
  'Nissan': [t('Visia', 2010, null), t('Acenta', 2010, null, 2), t('N-Connecta', 2016, null, 2), t('Tekna', 2010, null)],
  'Suzuki': [t('Clear', 2014, null, 2), t('Shine', 2014, null, 2), t('Flash', 2017, null)],
  'Mitsubishi': [t('Invite', 2010, null, 2), t('Intense', 2010, null, 2), t('Diamond', 2015, null)],
  'Honda': [t('Comfort', 2010, null, 2), t('Elegance', 2010, null, 2), t('Executive', 2010, null), t('Advance', 2020, null)],
  'Volvo': [t('Momentum', 2010, 2021, 2), t('Inscription', 2015, 2021), t('R-Design', 2010, 2021), t('Core', 2022, null), t('Plus', 2022, null, 2), t('Ultimate', 2022, null)],
  'Mini': [t('Classic Trim', 2021, null), t('Essential Trim', 2021, null), t('Yours Trim', 2021, null), t('Chili', 2006, 2021, 2), t('Pepper', 2006, 2021, 2)],
  'Land Rover': [t('S', 2011, null, 2), t('SE', 2011, null, 2), t('HSE', 2011, null), t('R-Dynamic', 2017, null)],
  'Jaguar': [t('Prestige', 2010, 2020), t('R-Sport', 2010, 2020), t('S', 2020, null), t('SE', 2020, null), t('R-Dynamic', 2020, null)],
  'Jeep': [t('Longitude', 2014, null, 2), t('Limited', 2014, null), t('Trailhawk', 2014, null), t('Altitude', 2020, null)],
  'Alfa Romeo': [t('Super', 2010, null, 2), t('Sprint', 2020, null), t('Veloce', 2016, null), t('Ti', 2016, null)],
  'Lexus': [t('Business Line', 2015, null), t('Executive Line', 2015, null), t('F Sport', 2015, null)],
  'Subaru': [t('Comfort', 2012, null), t('Style', 2012, null), t('Platinum', 2012, null)],
  'Ssangyong': [t('Crystal', 2012, null), t('Quartz', 2012, null), t('Sapphire', 2012, null)],
  'MG': [t('Comfort', 2019, null, 2), t('Luxury', 2019, null)],
  'BYD': [t('Active', 2022, null), t('Boost', 2022, null), t('Comfort', 2022, null), t('Design', 2022, null)],
  'Tesla': [],
  'Polestar': [t('Standard Range', 2020, null), t('Long Range', 2020, null)],
  'Smart': [t('pure', 2007, null), t('passion', 2007, null, 2), t('prime', 2014, null), t('Premium', 2023, null)],
  'Chevrolet': [t('LS', 2006, 2015), t('LT', 2006, 2015, 2), t('LTZ', 2006, 2015)],
  'Lancia': [t('Gold', 2011, null), t('Platino', 2011, null)],
};
