import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './connect.server.ts';
import { migrations } from './migrations/index.ts';

/** The migrations in code (migrations/index.ts) for Kysely's Migrator. */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly handle: DbHandle) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, factory] of Object.entries(migrations)) out[name] = factory(this.handle.dialect);
    return out;
  }
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error instanceof Error ? error.message : error)}`, { cause: error });
  }
}

/** Names of the migrations in code that this database has not run yet. */
export async function pendingMigrations(handle: DbHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle) });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
