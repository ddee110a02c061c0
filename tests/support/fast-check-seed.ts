import fc from 'fast-check';

/**
 * Every property test runs with one fixed seed, so CI asks the same questions each time and a
 * failure can be replayed. `FC_SEED=<n>` explores other inputs locally.
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
