/**
 * Trim lines per make with the model years they were sold under (from the makes' Austrian
 * price lists, simplified to the common lines). A make not listed here sells its cars
 * without a trim name in the title (sports and luxury makes name the version instead).
 */

/**
 * Where a line sits in its make's range: the entry line (plain seats, no leather, no massage, no WLAN,
 * only the smaller engines), the middle, the top (the rich equipment) and the sport look (any engine).
 */
export type TrimLevel = 'entry' | 'mid' | 'top' | 'sport';

export interface TrimDraft {
  name: string;
  from: number;
  to: number | null;
  /** relative share among the trims of its years */ weight: number;
  level: TrimLevel;
}

const t = (name: string, from: number, to: number | null, weight: number, level: TrimLevel): TrimDraft => ({ name, from, to, weight, level });

export const TRIMS_BY_MAKE: Record<string, TrimDraft[]> = {
  VW: [
    t('Trendline', 1997, 2020, 2, 'entry'),
    t('Comfortline', 1997, 2020, 3, 'mid'),
    t('Highline', 1997, 2020, 2, 'top'),
    t('Life', 2020, null, 3, 'entry'),
    t('Style', 2020, null, 2, 'top'),
    t('R-Line', 2016, null, 1.5, 'sport'),
  ],
  Skoda: [
    t('Classic', 1996, 2008, 1, 'entry'),
    t('Ambiente', 1996, 2020, 2, 'mid'),
    t('Elegance', 1996, 2013, 1.5, 'top'),
    t('Active', 2013, null, 1, 'entry'),
    t('Ambition', 2013, null, 3, 'mid'),
    t('Style', 2013, null, 2, 'top'),
    t('Selection', 2024, null, 1, 'top'),
    t('Sportline', 2017, null, 1, 'sport'),
  ],
  Seat: [t('Reference', 1999, null, 1, 'entry'), t('Style', 2005, null, 3, 'mid'), t('FR', 2005, null, 2, 'sport'), t('Xcellence', 2016, null, 1, 'top')],
  Cupra: [t('Basis', 2020, null, 1, 'entry'), t('VZ', 2020, null, 1, 'sport'), t('Tribe Edition', 2022, null, 1, 'top')],
  Audi: [
    t('Attraction', 1994, 2012, 1, 'entry'),
    t('Ambition', 1994, 2012, 1, 'mid'),
    t('Ambiente', 1994, 2012, 1, 'top'),
    t('Basis', 2012, 2019, 1, 'entry'),
    t('Sport', 2012, 2019, 2, 'sport'),
    t('Design', 2012, 2019, 1, 'top'),
    t('advanced', 2019, null, 2, 'top'),
    t('S line', 2000, null, 2, 'sport'),
  ],
  BMW: [
    t('Advantage', 2012, null, 2, 'mid'),
    t('Sport Line', 2012, null, 2, 'sport'),
    t('Luxury Line', 2012, null, 1, 'top'),
    t('M Sport', 2012, null, 2, 'sport'),
  ],
  'Mercedes-Benz': [
    t('Classic', 1993, 2010, 1, 'entry'),
    t('Elegance', 1993, 2014, 1, 'top'),
    t('Avantgarde', 1993, null, 2, 'top'),
    t('AMG Line', 2014, null, 2, 'sport'),
    t('Style', 2014, 2021, 1, 'mid'),
  ],
  Opel: [
    t('Edition', 2008, null, 2, 'entry'),
    t('Cosmo', 2008, 2017, 1, 'top'),
    t('Elegance', 2019, null, 2, 'top'),
    t('GS', 2021, null, 1, 'top'),
    t('Enjoy', 2008, 2019, 1, 'entry'),
    t('Innovation', 2015, 2019, 1, 'top'),
  ],
  Ford: [
    t('Trend', 1998, 2020, 2, 'entry'),
    t('Titanium', 2008, null, 3, 'top'),
    t('ST-Line', 2016, null, 2, 'sport'),
    t('Cool & Connect', 2018, null, 1, 'entry'),
    t('Ghia', 1995, 2008, 1, 'top'),
  ],
  Toyota: [
    t('Active', 2010, null, 2, 'entry'),
    t('Comfort', 2010, null, 2, 'mid'),
    t('Style', 2014, null, 1, 'top'),
    t('GR Sport', 2019, null, 1, 'sport'),
    t('Terra', 1997, 2012, 1, 'entry'),
    t('Sol', 1997, 2012, 1, 'top'),
  ],
  Renault: [
    t('Life', 2010, null, 1, 'entry'),
    t('Zen', 2015, null, 2, 'mid'),
    t('Intens', 2015, null, 1, 'top'),
    t('Techno', 2022, null, 1, 'top'),
    t('Dynamique', 1998, 2015, 1, 'sport'),
  ],
  Dacia: [
    t('Essential', 2021, null, 1, 'entry'),
    t('Expression', 2021, null, 2, 'mid'),
    t('Journey', 2023, null, 1, 'top'),
    t('Comfort', 2013, 2021, 2, 'mid'),
    t('Ambiance', 2008, 2016, 1, 'entry'),
    t('Prestige', 2013, 2021, 1, 'top'),
  ],
  Peugeot: [t('Active', 2012, null, 2, 'entry'), t('Allure', 2012, null, 2, 'top'), t('GT', 2014, null, 1, 'sport'), t('Style', 2015, 2021, 1, 'mid')],
  Citroën: [t('Feel', 2014, null, 2, 'entry'), t('Shine', 2014, null, 1, 'top'), t('Plus', 2021, null, 1, 'mid'), t('Max', 2021, null, 1, 'top')],
  DS: [t('Bastille', 2019, null, 1, 'entry'), t('Performance Line', 2019, null, 1, 'sport'), t('Rivoli', 2019, null, 1, 'top')],
  Fiat: [t('Pop', 2007, null, 2, 'entry'), t('Lounge', 2007, null, 2, 'top'), t('Dolcevita', 2020, null, 1, 'top'), t('Easy', 2012, null, 1, 'entry')],
  Hyundai: [
    t('Level 2', 2014, null, 1, 'entry'),
    t('Level 3', 2014, null, 2, 'mid'),
    t('Level 4', 2014, null, 1, 'top'),
    t('N Line', 2019, null, 1, 'sport'),
    t('Trend', 2020, null, 1, 'entry'),
    t('Prestige', 2020, null, 1, 'top'),
  ],
  Kia: [t('Silber', 2012, null, 2, 'entry'), t('Gold', 2012, null, 2, 'mid'), t('Platin', 2012, null, 1, 'top'), t('GT-Line', 2015, null, 1, 'sport')],
  Mazda: [
    t('Prime-Line', 2018, null, 1, 'entry'),
    t('Center-Line', 2018, null, 2, 'mid'),
    t('Exclusive-Line', 2018, null, 1, 'top'),
    t('Homura', 2022, null, 1, 'sport'),
    t('Takumi', 2022, null, 1, 'top'),
    t('Challenge', 2012, 2018, 1, 'entry'),
    t('Attraction', 2012, 2018, 1, 'mid'),
    t('Revolution', 2012, 2018, 1, 'top'),
  ],
  Nissan: [t('Visia', 2010, null, 1, 'entry'), t('Acenta', 2010, null, 2, 'mid'), t('N-Connecta', 2016, null, 2, 'mid'), t('Tekna', 2010, null, 1, 'top')],
  Suzuki: [t('Clear', 2014, null, 2, 'entry'), t('Shine', 2014, null, 2, 'mid'), t('Flash', 2017, null, 1, 'top')],
  Mitsubishi: [t('Invite', 2010, null, 2, 'entry'), t('Intense', 2010, null, 2, 'mid'), t('Diamond', 2015, null, 1, 'top')],
  Honda: [t('Comfort', 2010, null, 2, 'entry'), t('Elegance', 2010, null, 2, 'mid'), t('Executive', 2010, null, 1, 'top'), t('Advance', 2020, null, 1, 'top')],
  Volvo: [
    t('Momentum', 2010, 2021, 2, 'entry'),
    t('Inscription', 2015, 2021, 1, 'top'),
    t('R-Design', 2010, 2021, 1, 'sport'),
    t('Core', 2022, null, 1, 'entry'),
    t('Plus', 2022, null, 2, 'mid'),
    t('Ultimate', 2022, null, 1, 'top'),
  ],
  Mini: [
    t('Classic Trim', 2021, null, 1, 'mid'),
    t('Essential Trim', 2021, null, 1, 'entry'),
    t('Yours Trim', 2021, null, 1, 'top'),
    t('Chili', 2006, 2021, 2, 'sport'),
    t('Pepper', 2006, 2021, 2, 'sport'),
  ],
  'Land Rover': [t('S', 2011, null, 2, 'entry'), t('SE', 2011, null, 2, 'mid'), t('HSE', 2011, null, 1, 'top'), t('R-Dynamic', 2017, null, 1, 'sport')],
  Jaguar: [
    t('Prestige', 2010, 2020, 1, 'entry'),
    t('R-Sport', 2010, 2020, 1, 'sport'),
    t('S', 2020, null, 1, 'entry'),
    t('SE', 2020, null, 1, 'top'),
    t('R-Dynamic', 2020, null, 1, 'sport'),
  ],
  Jeep: [
    t('Longitude', 2014, null, 2, 'entry'),
    t('Limited', 2014, null, 1, 'top'),
    t('Trailhawk', 2014, null, 1, 'sport'),
    t('Altitude', 2020, null, 1, 'mid'),
  ],
  'Alfa Romeo': [t('Super', 2010, null, 2, 'entry'), t('Sprint', 2020, null, 1, 'sport'), t('Veloce', 2016, null, 1, 'sport'), t('Ti', 2016, null, 1, 'top')],
  Lexus: [t('Business Line', 2015, null, 1, 'entry'), t('Executive Line', 2015, null, 1, 'top'), t('F Sport', 2015, null, 1, 'sport')],
  Subaru: [t('Comfort', 2012, null, 1, 'entry'), t('Style', 2012, null, 1, 'mid'), t('Platinum', 2012, null, 1, 'top')],
  Ssangyong: [t('Crystal', 2012, null, 1, 'entry'), t('Quartz', 2012, null, 1, 'mid'), t('Sapphire', 2012, null, 1, 'top')],
  MG: [t('Comfort', 2019, null, 2, 'entry'), t('Luxury', 2019, null, 1, 'top')],
  BYD: [t('Active', 2022, null, 1, 'entry'), t('Boost', 2022, null, 1, 'mid'), t('Comfort', 2022, null, 1, 'mid'), t('Design', 2022, null, 1, 'top')],
  Tesla: [],
  Polestar: [t('Standard Range', 2020, null, 1, 'entry'), t('Long Range', 2020, null, 1, 'top')],
  Smart: [t('pure', 2007, null, 1, 'entry'), t('passion', 2007, null, 2, 'mid'), t('prime', 2014, null, 1, 'top'), t('Premium', 2023, null, 1, 'top')],
  Chevrolet: [t('LS', 2006, 2015, 1, 'entry'), t('LT', 2006, 2015, 2, 'mid'), t('LTZ', 2006, 2015, 1, 'top')],
  Lancia: [t('Gold', 2011, null, 1, 'entry'), t('Platino', 2011, null, 1, 'top')],
};
