import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../db/schema.ts';
import type { ResolvedListing } from './listing-input.ts';
import { planListingWrite, type SellerContext } from './listing-plan.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const seller: SellerContext = { id: 7, tier: 'T20', location: { zip: '8010', city: 'Graz', state_slug: 'steiermark', lat: 47.07, lon: 15.44 } };

function resolved(overrides: Partial<ResolvedListing['values']> = {}, extra: Partial<ResolvedListing> = {}): ResolvedListing {
  return {
    values: {
      offer_type: 'U',
      make_id: 74,
      model_id: 8401,
      title: 'VW Golf',
      version: null,
      price: 9990,
      vat_deductible: 0,
      first_registration: '2018-03',
      mileage: 90_000,
      power_kw: 85,
      fuel: 'D',
      body_color_id: null,
      had_accident: 0,
      body_type_id: 6,
      transmission_id: null,
      number_of_gears: null,
      drive_train: null,
      doors: null,
      seats: null,
      previous_owners: null,
      original_market: null,
      engine_displacement: null,
      empty_weight: null,
      upholstery_id: null,
      co2: null,
      pollution_class_id: null,
      consumption: null,
      wltp_co2_combined: null,
      wltp_co2_combined_weighted: null,
      wltp_consumption_combined: null,
      wltp_consumption_combined_weighted: null,
      wltp_consumption_electric_combined: null,
      wltp_consumption_electric_combined_weighted: null,
      electric_range: null,
      electric_range_city: null,
      warranty: 0,
      full_service: 0,
      equipment_ids: '',
      description: null,
      registered_in_austria: 1,
      combustion_power_kw: null,
      continuous_power_kw: null,
      battery_kwh: null,
      dc_charge_kw: null,
      ac_charge_kw: null,
      heat_pump: null,
      battery_soh: null,
      battery_soh_tested_on: null,
      battery_soh_provider: null,
      vin: null,
      ...overrides,
    },
    tier: undefined,
    renew: false,
    offerReference: undefined,
    ...extra,
  };
}

function stored(listing: ResolvedListing, overrides: Partial<ListingRow> = {}): ListingRow {
  const plan = planListingWrite(undefined, listing, 'R-1', seller, new Date(NOW.getTime() - 10 * DAY));
  if (plan.outcome !== 'created') throw new Error('expected a new row');
  return { ...plan.row, id: 42, old_id: null, ...overrides } as ListingRow;
}

describe('planListingWrite', () => {
  it('creates an active car online for 126 days, with the seller tier and place', () => {
    const plan = planListingWrite(undefined, resolved(), 'R-1', seller, NOW);
    expect(plan.outcome).toBe('created');
    if (plan.outcome !== 'created') return;
    expect(plan.row).toMatchObject({ status: 'active', tier: 'T20', zip: '8010', seller_id: 7, offer_reference: 'R-1', photo_count: 0 });
    expect(Date.parse(plan.row.expires_at) - NOW.getTime()).toBe(126 * DAY);
  });

  it('writes nothing for identical data delivered again the same day, and only the changed columns otherwise, keeping the expiry', () => {
    const row = stored(resolved(), { confirmed_at: new Date(NOW.getTime() - 3_600_000).toISOString() });
    expect(planListingWrite(row, resolved(), 'R-1', seller, NOW)).toEqual({ outcome: 'unchanged', id: 42, set: null });
    expect(planListingWrite(row, resolved({ price: 8990 }), 'R-1', seller, NOW)).toEqual({
      outcome: 'updated',
      id: 42,
      set: { price: 8990, updated_at: NOW.toISOString() },
    });
    expect(planListingWrite(row, resolved({}, { tier: 'T40' }), 'R-1', seller, NOW)).toMatchObject({ outcome: 'updated', set: { tier: 'T40' } });
  });

  it('confirms the car with the first delivery of a day, even when nothing changed (issue 37 point 3)', () => {
    const row = stored(resolved());
    expect(planListingWrite(row, resolved(), 'R-1', seller, NOW)).toEqual({ outcome: 'unchanged', id: 42, set: { confirmed_at: NOW.toISOString() } });
    expect(planListingWrite(row, resolved({ price: 8990 }), 'R-1', seller, NOW)).toEqual({
      outcome: 'updated',
      id: 42,
      set: { price: 8990, updated_at: NOW.toISOString(), confirmed_at: NOW.toISOString() },
    });
  });

  it('brings a car that ended unconfirmed back with a new lifetime', () => {
    const ended = new Date(NOW.getTime() - DAY).toISOString();
    const row = stored(resolved(), { expires_at: ended, ended_unconfirmed_at: ended });
    expect(planListingWrite(row, resolved(), 'R-1', seller, NOW)).toMatchObject({
      outcome: 'updated',
      set: { status: 'active', expires_at: new Date(NOW.getTime() + 126 * DAY).toISOString(), confirmed_at: NOW.toISOString(), ended_unconfirmed_at: null },
    });
  });

  it('renews on request, also an expired car', () => {
    const row = stored(resolved(), { expires_at: new Date(NOW.getTime() - DAY).toISOString(), confirmed_at: NOW.toISOString() });
    expect(planListingWrite(row, resolved(), 'R-1', seller, NOW)).toEqual({ outcome: 'unchanged', id: 42, set: null });
    expect(planListingWrite(row, resolved({}, { renew: true }), 'R-1', seller, NOW)).toEqual({
      outcome: 'renewed',
      id: 42,
      set: { expires_at: new Date(NOW.getTime() + 126 * DAY).toISOString() },
    });
  });

  it('brings a sold car that is sent again back into stock with a new lifetime', () => {
    const row = stored(resolved(), { status: 'sold', sold_at: NOW.toISOString() });
    expect(planListingWrite(row, resolved(), 'R-1', seller, NOW)).toEqual({
      outcome: 'updated',
      id: 42,
      set: {
        status: 'active',
        sold_at: null,
        expires_at: new Date(NOW.getTime() + 126 * DAY).toISOString(),
        updated_at: NOW.toISOString(),
        confirmed_at: NOW.toISOString(),
        ended_unconfirmed_at: null,
      },
    });
  });
});
