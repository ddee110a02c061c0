/**
 * Every command-line tool answers `--help` (or `-h`) with its usage and exits 0, before it parses
 * options (Node's strict parseArgs would otherwise throw on the unknown flag) or opens a database.
 */
export function answerHelp(usage: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  process.stdout.write(`${usage.trim()}\n`);
  process.exit(0);
}
