/**
 * zod for schemas that also run in the browser (the contact, error-report and search-agent forms).
 * The site's Content-Security-Policy forbids eval; zod probes `new Function` when it builds its
 * first object schema, which the browser reports as a CSP violation. jitless mode skips the probe.
 * It has to be set before any schema exists, hence one module the browser-side schemas import z
 * from. The server keeps zod's compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
