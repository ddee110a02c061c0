/**
 * Whether this serving process should be given traffic: from the moment it listens (its search index
 * is loaded before that, `startServer`) until it begins to drain. The cluster primary forks a
 * replacement and waits for it to listen before it drains the old process (server/worker-supervisor.ts);
 * `/health/ready` answers from the same flag (server/health-routes.ts).
 */
let state: 'starting' | 'ready' | 'draining' = 'starting';

export function markReady(): void {
  if (state === 'starting') state = 'ready';
}

export function markDraining(): void {
  state = 'draining';
}

/** Draining: `/health/ready` answers 503, so a balancer stops sending before the process leaves. */
export function isDraining(): boolean {
  return state === 'draining';
}
