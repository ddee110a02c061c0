import type { ListingRow } from '../db/schema.ts';
import type { CarCostFacts } from '../domain/costs/ownership-costs.ts';

/** The columns of a listing the cost rules read: the detail page and API as well as the search index (sort and filter by monthly cost). */
export type CostFactsRow = Pick<
  ListingRow,
  | 'fuel'
  | 'first_registration'
  | 'power_kw'
  | 'combustion_power_kw'
  | 'wltp_co2_combined'
  | 'wltp_co2_combined_weighted'
  | 'continuous_power_kw'
  | 'empty_weight'
  | 'wltp_consumption_combined'
  | 'wltp_consumption_electric_combined'
  | 'consumption'
  | 'wltp_consumption_combined_weighted'
  | 'wltp_consumption_electric_combined_weighted'
  | 'price'
  | 'registered_in_austria'
>;

/** The facts of a row the cost rules read (src/domain/costs/). */
export function costFactsOf(row: CostFactsRow): CarCostFacts {
  return {
    fuel: row.fuel,
    firstRegistration: row.first_registration,
    powerKw: row.power_kw,
    combustionPowerKw: row.combustion_power_kw,
    wltpCo2: row.wltp_co2_combined,
    wltpCo2Weighted: row.wltp_co2_combined_weighted,
    continuousPowerKw: row.continuous_power_kw,
    kerbWeightKg: row.empty_weight,
    consumption: row.wltp_consumption_combined ?? row.wltp_consumption_electric_combined ?? row.consumption,
    consumptionWeighted: row.wltp_consumption_combined_weighted,
    electricConsumptionWeighted: row.wltp_consumption_electric_combined_weighted,
    price: row.price,
    registeredInAustria: row.registered_in_austria !== 0,
  };
}
