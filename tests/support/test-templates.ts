import { removeRunTemplates } from './test-databases.ts';

/**
 * A global setup of every project whose tests copy test databases from templates: when the run ends,
 * the templates seeded with its clock go (tests/support/test-databases.ts).
 */
export async function teardown() {
  await removeRunTemplates();
}
