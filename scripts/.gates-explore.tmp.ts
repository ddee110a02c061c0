import { loadEnv } from '#src/config/env.server.ts';
import { startServer } from '../server/start-server.ts';
const env = loadEnv({ ...process.env, NODE_ENV: 'production', PORT: process.env.PORT ?? '4710', HOST: '127.0.0.1', DATA_DIR: process.env.DATA_DIR ?? '/tmp/gates-explore/data', DATABASE_URL: '', SEED_LISTINGS: process.env.SEED_LISTINGS ?? '4000', LOG_LEVEL: 'warn' });
const s = await startServer(env);
console.log('up', s.url);
