/**
 * How the long-tail models (those without explicit generations) are named and driven:
 * engine suffixes per make, the makes/models with rear-wheel drive and those always or
 * optionally built with all-wheel drive.
 */

/** Engine name suffixes per make: [fuel, first year, suffix]; the latest matching entry wins. */
export const ENGINE_SUFFIXES: Record<string, [fuel: 'B' | 'D', since: number, suffix: string][]> = {
  'VW': [['B', 2006, 'TSI'], ['D', 1991, 'TDI']],
  'Skoda': [['B', 2006, 'TSI'], ['D', 1996, 'TDI']],
  'Seat': [['B', 2006, 'TSI'], ['D', 1996, 'TDI']],
  'Cupra': [['B', 2018, 'TSI'], ['D', 2018, 'TDI']],
  'Audi': [['B', 2004, 'TFSI'], ['D', 1991, 'TDI']],
  'Ford': [['B', 2012, 'EcoBoost'], ['D', 2000, 'TDCi'], ['D', 2018, 'EcoBlue']],
  'Opel': [['B', 2010, 'Turbo'], ['D', 2000, 'CDTI']],
  'Peugeot': [['B', 2014, 'PureTech'], ['D', 1999, 'HDi'], ['D', 2014, 'BlueHDi']],
  'Citroën': [['B', 2014, 'PureTech'], ['D', 1999, 'HDi'], ['D', 2014, 'BlueHDi']],
  'DS': [['B', 2014, 'PureTech'], ['D', 2014, 'BlueHDi']],
  'Renault': [['B', 2012, 'TCe'], ['D', 2001, 'dCi'], ['D', 2019, 'Blue dCi']],
  'Dacia': [['B', 2012, 'TCe'], ['D', 2005, 'dCi'], ['D', 2019, 'Blue dCi']],
  'Nissan': [['B', 2014, 'DIG-T'], ['D', 2002, 'dCi']],
  'Hyundai': [['B', 2015, 'T-GDI'], ['D', 2002, 'CRDi']],
  'Kia': [['B', 2015, 'T-GDI'], ['D', 2002, 'CRDi']],
  'Toyota': [['B', 1998, 'VVT-i'], ['D', 1999, 'D-4D']],
  'Mazda': [['B', 2012, 'Skyactiv-G'], ['D', 2002, 'CD'], ['D', 2012, 'Skyactiv-D']],
  'Fiat': [['D', 2003, 'Multijet']],
  'Alfa Romeo': [['D', 2000, 'JTD'], ['D', 2008, 'JTDM']],
  'Jeep': [['D', 2005, 'CRD'], ['D', 2014, 'MultiJet']],
  'Honda': [['B', 2000, 'i-VTEC'], ['D', 2004, 'i-DTEC']],
  'Suzuki': [['B', 2016, 'Boosterjet'], ['D', 2005, 'DDiS']],
  'Mitsubishi': [['B', 2005, 'MIVEC'], ['D', 2006, 'DI-D']],
  'Volvo': [['D', 2000, 'Diesel']],
  'Land Rover': [['D', 2000, 'TD4'], ['D', 2016, 'D180']],
  'Jaguar': [['D', 2000, 'Diesel']],
  'Subaru': [['D', 2008, 'Boxer Diesel']],
  'Ssangyong': [['D', 2001, 'e-XDi']],
};

/** 'Make' or 'Make|Model' built with rear-wheel drive. */
export const REAR_DRIVEN = new Set([
  'BMW', 'Mercedes-Benz', 'Porsche', 'Ferrari', 'Lamborghini', 'Aston Martin', 'Maserati', 'Jaguar', 'Tesla', 'Bentley', 'Dodge', 'Alpine|A110', 'Alpine|A310',
  'Alfa Romeo|Giulia', 'Alfa Romeo|Stelvio', 'Alfa Romeo|Spider', 'Chevrolet|Camaro', 'Chevrolet|Corvette', 'Chrysler|300C', 'Chrysler|Crossfire',
  'Mazda|MX-5', 'Toyota|GT86', 'Toyota|Supra', 'Toyota|Celica', 'Lexus|IS', 'Lexus|GS', 'Lexus|LS', 'Lexus|LC', 'Subaru|BRZ',
  'Smart|fortwo', 'Smart|forfour', 'VW|Käfer', 'VW|ID.3', 'VW|ID.4', 'VW|ID.5', 'VW|ID.7', 'VW|ID. Buzz', 'Skoda|Enyaq', 'Skoda|Elroq', 'Cupra|Born', 'Cupra|Tavascan',
  'Audi|Q4 e-tron', 'Porsche|Taycan', 'Polestar|2', 'Volvo|EX30', 'Renault|Twingo', 'Puch|500', 'Puch|650 TR', 'Fiat|124 Spider', 'Abarth|124 Spider', 'Nissan|370Z', 'Hyundai|Ioniq 5', 'Kia|EV6', 'BYD|Seal', 'MG|MG4',
]);
/** Front-driven exceptions inside rear-driven makes. */
export const FRONT_DRIVEN = new Set([
  'BMW|X1', 'BMW|X2', 'BMW|2er Active Tourer', 'BMW|2er Gran Tourer', 'BMW|i3', 'Mercedes-Benz|A-Klasse', 'Mercedes-Benz|B-Klasse', 'Mercedes-Benz|CLA', 'Mercedes-Benz|GLA', 'Mercedes-Benz|GLB', 'Mercedes-Benz|Citan', 'Mercedes-Benz|EQA', 'Mercedes-Benz|EQB', 'Mercedes-Benz|Vito', 'Jaguar|E-Pace',
]);
/** 'Make' or 'Make|Model' always sold with all-wheel drive. */
export const ALWAYS_ALL_WHEEL = new Set([
  'Subaru', 'Land Rover', 'Lamborghini|Urus', 'Porsche|Cayenne', 'Porsche|Macan', 'Bentley|Bentayga', 'Jeep|Wrangler', 'Jeep|Grand Cherokee', 'Mercedes-Benz|G-Klasse', 'Audi|Q7', 'Audi|Q8', 'Audi|RS6', 'Audi|RS4', 'Audi|R8', 'Audi|e-tron',
  'Suzuki|Jimny', 'Puch|G', 'Puch|Pinzgauer', 'Toyota|Land Cruiser', 'Toyota|Hilux', 'VW|Amarok', 'VW|Touareg', 'BMW|X5', 'BMW|X6', 'BMW|X7', 'BMW|X4', 'BMW|iX', 'Volvo|XC90', 'Mitsubishi|Pajero', 'Ssangyong|Rexton', 'Ssangyong|Musso', 'Dodge|RAM',
]);
