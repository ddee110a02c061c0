/** What must never reach a visitor: stack frames, source paths, SQL, driver error names. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at \S+ \(|\bat file:\/\/|\bat async\b/,
  /node_modules\/|\/[\w.-]+\.(?:ts|tsx|mjs|js):\d+:\d+/,
  /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE)\b[^<]{0,200}\b(?:FROM|VALUES|SET|WHERE)\b/,
  /SQLITE_[A-Z]+|no such (?:table|column)|syntax error at or near|relation "\w+" does not exist|ECONNREFUSED|Connection terminated/i,
];

export function leakIn(body: string): string | null {
  for (const pattern of LEAK_PATTERNS) {
    const m = pattern.exec(body);
    if (m) return body.slice(Math.max(0, m.index - 60), m.index + 80);
  }
  return null;
}
