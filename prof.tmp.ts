import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { createServices, closeServices } from '#src/create-services.server.ts';
import { searchMix } from './bench/request-mix.ts';
const env = loadEnv({ DATA_DIR: '/tmp/gw-bench/sqlite-1000000', SEED_LISTINGS: '0', LOG_LEVEL: 'info', BACKGROUND_JOBS: 'off' });
let w = Date.now();
const services = await createServices(env, createLogger('info'));
console.log('startup s', (Date.now() - w) / 1000, 'heap MB', Math.round(process.memoryUsage().heapUsed / 1e6), 'rss', Math.round(process.memoryUsage().rss / 1e6));
const mix = searchMix();
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let round = 0; round < 3; round++) {
  let t = cpu();
  for (const { filters } of mix) services.search.counters(filters);
  console.log('counters round', round, ((cpu() - t) / mix.length).toFixed(3), 'ms/op');
  t = cpu();
  for (const { filters } of mix) await services.search.searchJson(filters, {});
  console.log('searchJson round', round, ((cpu() - t) / mix.length).toFixed(3), 'ms/op');
}
await closeServices(services);
