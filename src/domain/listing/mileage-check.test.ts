import { describe, expect, it } from 'vitest';
import { mileageWarning, mileageWarningText } from './mileage-check.ts';

const DEALER = 7;
const OTHER = 8;
const at = (iso: string) => `${iso}T10:00:00.000Z`;

describe('mileage check across relistings (issue 37 point 2)', () => {
  it('warns when a car comes back with a lower mileage than any earlier sighting, naming the highest', () => {
    const earlier = [
      { sellerId: DEALER, mileage: 98_000, seenAt: at('2025-02-01') },
      { sellerId: DEALER, mileage: 121_000, seenAt: at('2025-09-14') },
      { sellerId: DEALER, mileage: 119_500, seenAt: at('2026-01-10') },
    ];
    expect(mileageWarning({ sellerId: DEALER, mileage: 86_000, seenAt: at('2026-03-01') }, earlier)).toEqual({
      kind: 'lower',
      earlierMileage: 121_000,
      earlierSeenAt: at('2025-09-14'),
    });
  });

  it('lets rounding pass: up to 1,000 km below an earlier sighting is no warning', () => {
    const earlier = [{ sellerId: DEALER, mileage: 85_000, seenAt: at('2026-01-10') }];
    expect(mileageWarning({ sellerId: DEALER, mileage: 84_000, seenAt: at('2026-02-01') }, earlier)).toBeNull();
    expect(mileageWarning({ sellerId: DEALER, mileage: 83_999, seenAt: at('2026-02-01') }, earlier)?.kind).toBe('lower');
  });

  it('compares only with sightings before the car is listed now', () => {
    const later = [{ sellerId: DEALER, mileage: 150_000, seenAt: at('2026-05-01') }];
    expect(mileageWarning({ sellerId: DEALER, mileage: 90_000, seenAt: at('2026-02-01') }, later)).toBeNull();
  });

  it('warns when a car another seller listed a year or more ago grew by less than 100 km a month', () => {
    const earlier = [{ sellerId: OTHER, mileage: 140_000, seenAt: at('2024-11-01') }];
    // 2 years later, 1,500 km more: 62 km a month.
    expect(mileageWarning({ sellerId: DEALER, mileage: 141_500, seenAt: at('2026-11-01') }, earlier)).toEqual({
      kind: 'little-growth',
      earlierMileage: 140_000,
      earlierSeenAt: at('2024-11-01'),
    });
    // 2 years and 3,000 km (125 km a month): a car driven little, not implausibly little.
    expect(mileageWarning({ sellerId: DEALER, mileage: 143_000, seenAt: at('2026-11-01') }, earlier)).toBeNull();
    // Under a year between: a car parked for the winter, no warning.
    expect(mileageWarning({ sellerId: DEALER, mileage: 140_100, seenAt: at('2025-09-01') }, earlier)).toBeNull();
  });

  it("never counts the same seller's unchanged car as little growth: it stood unsold on the lot", () => {
    const earlier = [{ sellerId: DEALER, mileage: 62_000, seenAt: at('2024-06-01') }];
    expect(mileageWarning({ sellerId: DEALER, mileage: 62_000, seenAt: at('2026-06-01') }, earlier)).toBeNull();
  });

  it('judges little growth from the latest sighting by another seller', () => {
    const earlier = [
      { sellerId: OTHER, mileage: 100_000, seenAt: at('2023-01-01') },
      { sellerId: 9, mileage: 118_000, seenAt: at('2025-08-01') },
    ];
    // 18,000 km more since 2023, but only 500 since the other dealer listed it 15 months ago.
    expect(mileageWarning({ sellerId: DEALER, mileage: 118_500, seenAt: at('2026-11-01') }, earlier)?.earlierSeenAt).toBe(at('2025-08-01'));
    expect(mileageWarning({ sellerId: DEALER, mileage: 118_500, seenAt: at('2026-11-01') }, [])).toBeNull();
  });

  it("words the warning with the earlier day in Vienna's calendar and the mileage then", () => {
    expect(mileageWarningText({ kind: 'lower', earlierMileage: 121_000, earlierSeenAt: '2025-09-13T22:30:00.000Z' })).toBe(
      'Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am 14.09.2025. Damals angegeben: 121.000 km.',
    );
    expect(mileageWarningText({ kind: 'little-growth', earlierMileage: 140_000, earlierSeenAt: at('2024-11-01') })).toBe(
      'Kilometerstand seit einem früheren Inserat dieses Fahrzeugs am 01.11.2024 kaum gestiegen. Damals angegeben: 140.000 km.',
    );
  });
});
