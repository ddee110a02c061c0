/**
 * Kerb weight (Leergewicht, EU without driver) of a demo car from its model and engine. The model's
 * list price stands for its size: a city car at €16,000 weighs about 1,000 kg, a compact at €30,000
 * about 1,250 kg, an upper-class saloon at €60,000 about 1,650 kg and a luxury one about 1,950 kg
 * (makers' data sheets). The body adds (a van, a transporter, a cabrio's reinforcement), stronger
 * engines weigh more than the model's middle one, diesels and hybrids carry their extra weight and an
 * electric car its battery (about 5.5 kg per kWh with the housing) less the combustion engine and its gearbox. Cars before 2005 were lighter.
 * Small engines sit in light cars: a 1.0 litre car stays under 1,400 kg, a 1.2 litre under 1,550 kg.
 */
import type { FuelCode, ModelSpec } from '../domain/taxonomy/vehicle-catalogue.ts';

export interface KerbWeightInput {
  model: Pick<ModelSpec, 'newPrice' | 'powerKw' | 'bodyTypes'>;
  bodyType: number;
  fuel: FuelCode;
  plugIn: boolean;
  kw: number;
  ccm: number | null;
  year: number;
  /** usable battery of an electric car */
  batteryKwh: number | null;
}

const BODY_EXTRA: Record<number, number> = { 2: 80, 4: 60, 5: 40, 12: 180, 13: 450 };

export function kerbWeight(car: KerbWeightInput): number {
  const sportsModel = car.model.bodyTypes[0] === 2 || car.model.bodyTypes[0] === 3;
  const size = Math.log2(Math.max(6000, car.model.newPrice) / 10_000);
  const base = sportsModel ? 1050 + 220 * size : 780 + 330 * size;
  const referenceKw = Math.sqrt(car.model.powerKw[0] * car.model.powerKw[1]);
  const power = Math.max(-150, Math.min(200, (car.kw - referenceKw) * 1.5));
  const drive = car.fuel === 'E' ? (car.batteryKwh ?? 50) * 5.5 - 100 : car.fuel === 'D' ? 50 : car.plugIn ? 200 : car.fuel === 'H' ? 80 : 0;
  const era = 1 - Math.min(0.22, Math.max(0, 2005 - car.year) * 0.008);
  let kg = Math.min(2100, Math.max(650, base)) + (BODY_EXTRA[car.bodyType] ?? 0) + power + drive;
  kg *= era;
  const ccm = car.ccm ?? 0;
  if (car.fuel !== 'E' && ccm > 0 && ccm <= 1050) kg = Math.min(kg, 1400);
  else if (car.fuel !== 'E' && ccm > 0 && ccm <= 1250) kg = Math.min(kg, 1550);
  return Math.round(kg / 5) * 5;
}
