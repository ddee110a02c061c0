import { parseArgs } from 'node:util';
import { z } from 'zod';
import { formatFromFileName } from './feed-reader.ts';
import { MAX_SELLER_ID, parseSellerId } from './seller-id.ts';

/** The command line of `npm run import` (scripts/import-feed.ts), checked in one schema before anything is opened. */

export const FEED_IMPORT_USAGE = 'Aufruf: npm run import -- DATEI [--seller ID] [--dry-run] [--full] [--renew] [--format csv|json] [--json]';

/** Exit codes of `npm run import` (docs/ingestion.md). */
export const FEED_IMPORT_EXIT = {
  ok: 0,
  /** the import could not run (database, unknown seller …) */
  failed: 1,
  /** wrong arguments: nothing was opened */
  usage: 2,
  /** the feed was imported, but some records were rejected */
  someRejected: 3,
  /** the feed did not read to its end: refused as a whole, nothing written or retired */
  feedBroken: 4,
} as const;

const ArgumentsSchema = z
  .object({
    files: z.array(z.string()).length(1, 'Genau eine Feed-Datei angeben.'),
    seller: z
      .string()
      .transform(
        (text, ctx) => parseSellerId(text) ?? (ctx.addIssue({ code: 'custom', message: `Verkäufer-ID in Ziffern erwartet (1 bis ${MAX_SELLER_ID})` }), z.NEVER),
      )
      .optional(),
    format: z.enum(['csv', 'json'], "'csv' oder 'json' erwartet").optional(),
    'dry-run': z.boolean(),
    full: z.boolean(),
    renew: z.boolean(),
    json: z.boolean(),
  })
  .transform((args, ctx) => {
    const file = args.files[0] as string;
    const format = args.format ?? formatFromFileName(file);
    if (!format) {
      ctx.addIssue({
        code: 'custom',
        path: ['format'],
        message: 'Format unbekannt: Dateiendung .csv/.txt/.json/.ndjson/.jsonl oder --format csv|json angeben',
      });
      return z.NEVER;
    }
    return { file, format, sellerId: args.seller, dryRun: args['dry-run'], full: args.full, renew: args.renew, json: args.json };
  });

export type FeedImportArguments = z.output<typeof ArgumentsSchema>;

export type ParsedArguments = { ok: true; args: FeedImportArguments } | { ok: false; message: string };

/** Reads argv (without node and the script); a mistake yields a German message naming the option, never a throw. */
export function parseFeedImportArguments(argv: readonly string[]): ParsedArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        seller: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        full: { type: 'boolean', default: false },
        renew: { type: 'boolean', default: false },
        format: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return { ok: false, message: argumentError(error) };
  }
  const { values, positionals } = parsed;
  const result = ArgumentsSchema.safeParse({ ...values, files: positionals });
  if (result.success) return { ok: true, args: result.data };
  const issue = result.error.issues[0];
  const option = issue?.path[0];
  const raw = option === 'seller' ? values.seller : option === 'format' ? values.format : undefined;
  const name = option === 'files' ? '' : `--${String(option)}: `;
  return { ok: false, message: `${name}${issue?.message ?? 'Ungültige Argumente'}${raw === undefined ? '' : `, nicht '${raw}'`}` };
}

/** node:util's parse errors, in German and with the option they concern. */
function argumentError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unbekannte Option: ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // 'argument is ambiguous': the value starts with '-' (`--seller -1`), which parseArgs reads as another option.
    return /ambiguous/.test(message) ? `${option}: Wert fehlt oder beginnt mit '-'` : `${option}: Wert fehlt`;
  }
  return `Ungültige Argumente: ${message.split('\n')[0] ?? ''}`;
}
