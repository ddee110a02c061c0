import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect.server.ts';

/** An auto-incrementing integer primary key that also accepts explicit ids (the seed sets them). */
export function withSerialId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>, column = 'id') {
  return dialect === 'postgres'
    ? table.addColumn(column, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Floating point type with enough precision for coordinates and consumption values. */
export const realType = (dialect: DialectName) => (dialect === 'postgres' ? sql`double precision` : sql`real`);
