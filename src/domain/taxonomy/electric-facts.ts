/**
 * Facts of an electric drive that follow from a variant's power, range and consumption, as the makers
 * built them: the usable battery is what the WLTP range needs at the WLTP consumption; DC charging
 * grew with battery size and year (about 50 kW on early small cars, 100–150 kW around 2020, up to
 * 250 kW on large recent ones); AC charging is 11 kW three-phase from about 2020 (7.4 kW single-phase
 * before); the continuous (30-minute) power the motor tax reads is about 40–55 % of the peak power.
 * Hybrids: the combustion engine gives about 70 % of the system power.
 */
import type { SeededRandom } from '../random/seeded-random.ts';

export interface ElectricDriveFacts {
  continuousPowerKw: number;
  batteryKwh: number;
  dcChargeKw: number;
  acChargeKw: number;
  heatPump: boolean;
}

const DC_STEPS = [50, 75, 100, 125, 150, 175, 200, 250];

export function electricDriveFacts(random: SeededRandom, car: { kw: number; rangeKm: number; consumptionKwh: number; year: number }): ElectricDriveFacts {
  const batteryKwh = Math.round(((car.rangeKm * car.consumptionKwh) / 100) * 2) / 2;
  const modern = car.year >= 2020;
  const rawDc = batteryKwh * (modern ? 2.2 : 1.5) * random.normal(1, 0.1);
  const dcChargeKw = DC_STEPS.reduce((best, step) => (Math.abs(step - rawDc) < Math.abs(best - rawDc) ? step : best), DC_STEPS[0] as number);
  return {
    continuousPowerKw: Math.round(car.kw * (0.4 + random.next() * 0.15)),
    batteryKwh,
    dcChargeKw,
    acChargeKw: modern ? 11 : 7.4,
    heatPump: car.year >= 2019 && random.chance(car.year >= 2022 ? 0.65 : 0.4),
  };
}

export function hybridCombustionPowerKw(systemKw: number): number {
  return Math.round(systemKw * 0.7);
}
