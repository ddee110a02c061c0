/**
 * Demo battery certificates (issue 37 point 5): about half the used electric cars carry one, with a
 * state of health that fits their age and mileage. Batteries lose roughly 1.5–2.5 % a year by
 * calendar ageing and about 1 % per 25,000 km of cycling (fleet studies of Geotab and Aviloo report
 * 1–2.5 % a year); the spread between cars is a few percent, and no battery still sold falls far
 * below 70 %. Drawn from the caller's own random stream, so the rest of the inventory stays as it was.
 */
import type { BatteryHealth } from '../domain/listing/battery-health.ts';
import { EARLIEST_TEST_DAY } from '../domain/listing/battery-health.ts';
import type { SeededRandom } from '../domain/random/seeded-random.ts';

const DAY_MS = 86_400_000;
/** Who tests batteries for Austrian car sales: independent diagnosis services, test organisations, the makers' own workshops. */
export const DEMO_TEST_PROVIDERS = ['Aviloo', 'DEKRA', 'TÜV Austria', 'ÖAMTC', 'Markenwerkstatt (Herstellerdiagnose)'] as const;

export interface CertificateCar {
  /** years since first registration (0 for a new car) */
  ageYears: number;
  mileage: number;
  /** 'YYYY-MM' of the first registration, null for a new car */
  firstRegistration: string | null;
  /** when the ad went online: the test came before it */
  listedAt: Date;
}

/** The state of health a battery of this age and mileage has, before the spread between cars. */
export function expectedStateOfHealth(ageYears: number, mileage: number): number {
  return 100 - 1.9 * ageYears - mileage / 25_000;
}

export function demoBatteryCertificate(random: SeededRandom, car: CertificateCar): BatteryHealth | null {
  // New and nearly new cars rarely come with a test; used ones about half the time.
  const share = car.mileage < 1_000 ? 0.1 : 0.5;
  if (!random.chance(share)) return null;
  const drawn = expectedStateOfHealth(car.ageYears, car.mileage) + random.normal(0, 1.5);
  const stateOfHealthPercent = Math.round(Math.min(100, Math.max(70, drawn)));
  // Tested in the three months before the ad, never before the car was registered.
  let tested = new Date(car.listedAt.getTime() - random.int(1, 90) * DAY_MS);
  const registered = car.firstRegistration === null ? null : new Date(`${car.firstRegistration}-01T00:00:00Z`);
  if (registered && tested < registered) tested = registered.getTime() < car.listedAt.getTime() ? registered : car.listedAt;
  const testedOn = tested.toISOString().slice(0, 10);
  return {
    stateOfHealthPercent,
    testedOn: testedOn < EARLIEST_TEST_DAY ? EARLIEST_TEST_DAY : testedOn,
    testProvider: random.pick(DEMO_TEST_PROVIDERS),
  };
}
