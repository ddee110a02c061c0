import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.ts';
import { daysToSell, fitTimeToSale, parseTimeToSale, type SaleObservation, type SaleSubject } from './time-to-sale.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
/** A VW Golf hatchback of 2019: a popular compact. */
const COMPACT: SaleSubject = {
  makeId: 74,
  modelId: 8401,
  fuel: 'D',
  bodyType: 1,
  firstRegistration: '2019-06',
  mileage: 80_000,
  marketValue: 19_000,
  listedAt: NOW,
};
/** A Mercedes-Benz S-Klasse saloon of 2018: a rare luxury car. */
const LUXURY: SaleSubject = {
  makeId: 47,
  modelId: 4790,
  fuel: 'B',
  bodyType: 6,
  firstRegistration: '2018-03',
  mileage: 95_000,
  marketValue: 62_000,
  listedAt: NOW,
};

/**
 * Sold cars of a market where −10 % sells in half the time and +10 % in twice the time, the compact
 * in 25 days at its market value, the luxury car in 60, with a log-normal spread around that.
 */
function market(): SaleObservation[] {
  const random = createSeededRandom(36);
  const out: SaleObservation[] = [];
  for (let i = 0; i < 1200; i++) {
    const luxury = i % 4 === 0;
    const subject = luxury ? LUXURY : COMPACT;
    const deviation = random.next() * 0.3 - 0.15;
    const days = (luxury ? 60 : 25) * Math.pow(2, deviation / 0.1) * Math.exp(random.normal(0, 0.4));
    const listedAt = new Date(NOW.getTime() - random.int(20, 300) * 86_400_000);
    out.push({ ...subject, mileage: subject.mileage + random.int(-20_000, 20_000), listedAt, deviation, days });
  }
  return out;
}

describe('time to sale', () => {
  const model = fitTimeToSale(market());

  it('learns the price elasticity: 10 % under the market value sells clearly faster than 10 % over', () => {
    for (const car of [COMPACT, LUXURY]) {
      const under = daysToSell(model, car, -0.1).days;
      const at = daysToSell(model, car, 0).days;
      const over = daysToSell(model, car, 0.1).days;
      expect(under).toBeLessThan(at);
      expect(at).toBeLessThan(over);
      // The market's factor is 4 between −10 % and +10 %; the fit finds most of it.
      expect(over / under).toBeGreaterThan(3);
    }
  });

  it('tells a popular compact from a rare luxury car, each with its middle half', () => {
    const compact = daysToSell(model, COMPACT, 0);
    const luxury = daysToSell(model, LUXURY, 0);
    expect(compact.days).toBeGreaterThanOrEqual(20);
    expect(compact.days).toBeLessThanOrEqual(30);
    expect(luxury.days).toBeGreaterThanOrEqual(50);
    expect(luxury.days).toBeLessThanOrEqual(72);
    for (const d of [compact, luxury]) {
      expect(d.low).toBeLessThan(d.days);
      expect(d.high).toBeGreaterThan(d.days);
    }
    // The middle half of a log-normal spread of 0.4: ±0.27 around the median.
    expect(compact.high / compact.low).toBeGreaterThan(1.5);
    expect(compact.high / compact.low).toBeLessThan(2.1);
  });

  it('states a flat 30 days without sales to learn from, and reads back what it stored', () => {
    expect(daysToSell(fitTimeToSale([]), COMPACT, 0.05).days).toBe(30);
    expect(daysToSell(parseTimeToSale(JSON.stringify(model)), LUXURY, 0.05)).toEqual(daysToSell(model, LUXURY, 0.05));
  });
});
