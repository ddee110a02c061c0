/**
 * How the long-tail models (those without explicit generations) are driven: the makes/models
 * with rear-wheel drive and those always or optionally built with all-wheel drive (their
 * engines come from engine-family-data.ts).
 */

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
/** The A-segment city cars: engines up to 1.25 litres, automatics of five gears at most. */
export const CITY_CARS = new Set([
  'Kia|Picanto', 'Hyundai|i10', 'VW|Up!', 'Seat|Mii', 'Skoda|Citigo', 'Toyota|Aygo', 'Toyota|Aygo X', 'Peugeot|107', 'Peugeot|108', 'Citroën|C1', 'Chevrolet|Spark', 'Chevrolet|Matiz',
  'Suzuki|Alto', 'Suzuki|Celerio', 'Opel|Karl', 'Hyundai|Atos', 'Daihatsu|Cuore', 'Fiat|Seicento', 'Renault|Twingo', 'Fiat|Panda', 'Smart|fortwo', 'Smart|forfour',
]);
