import type { Kysely, Migration } from 'kysely';

/**
 * Issue 26: the facts a car's running costs and the electric-car filters need. `registered_in_austria`
 * (0: an import that still owes the NoVA); `combustion_power_kw` (hybrids: the motor tax's basis);
 * the electric car's continuous power (motor tax), usable battery, DC/AC charging power and heat pump.
 */
const COLUMNS = [
  ['combustion_power_kw', 'integer'],
  ['continuous_power_kw', 'integer'],
  ['battery_kwh', 'real'],
  ['dc_charge_kw', 'integer'],
  ['ac_charge_kw', 'real'],
  ['heat_pump', 'integer'],
] as const;

export function vehicleCostFacts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('listings')
        .addColumn('registered_in_austria', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const [name, type] of COLUMNS) await db.schema.alterTable('listings').addColumn(name, type).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const [name] of COLUMNS) await db.schema.alterTable('listings').dropColumn(name).execute();
      await db.schema.alterTable('listings').dropColumn('registered_in_austria').execute();
    },
  };
}
