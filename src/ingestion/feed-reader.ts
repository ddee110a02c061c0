/**
 * Streaming readers for dealer feeds: records come out one at a time while the file is read in
 * chunks, so memory stays the same for 100 or 100,000 cars.
 *
 * A feed that does not read to its end (cut off while it was copied, an unclosed quote that would
 * swallow the rows after it) is refused as a whole: `readFeed` reads the file once to its end before
 * it hands out the first record, and a broken file yields one `FeedBroken` item and nothing else.
 *
 * CSV: RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes, CRLF, UTF-8 BOM), the
 * delimiter (';', ',' or tab) taken from the header line. A header `wltp.co2EmissionsCombined`
 * fills the nested field; empty cells are absent.
 * JSON: one top-level array of objects, or objects one after another (NDJSON).
 */

export interface FeedRecord {
  /** 'Zeile 17' (CSV line where the record starts) or 'Eintrag 5' (JSON element) */
  position: string;
  data: Record<string, unknown>;
}

/** A record that could not even be read (broken JSON); the import reports it as rejected. */
export interface FeedReadError {
  position: string;
  error: string;
}

/** The file cannot be read to its end; whatever came before must not be applied. Always the last item. */
export interface FeedBroken {
  position: string;
  error: string;
  broken: true;
}

export type FeedItem = FeedRecord | FeedReadError | FeedBroken;

export type FeedFormat = 'csv' | 'json';

export function formatFromFileName(fileName: string): FeedFormat | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.json') || lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'json';
  return undefined;
}

/** `open` is called twice (the check to the end, then the records), each time reading the feed from its start. */
export async function* readFeed(format: FeedFormat, open: () => AsyncIterable<string>): AsyncGenerator<FeedItem> {
  const read = format === 'csv' ? readCsv : readJson;
  // The first pass parses only to find the end; it keeps nothing, so memory stays flat.
  for await (const item of read(open())) {
    if ('broken' in item) {
      yield item;
      return;
    }
  }
  // Should the file change between the passes, the second pass still ends in a FeedBroken item.
  yield* read(open());
}

/** Thrown inside a reader when the text cannot be framed into records any further. */
class FeedSyntaxError extends Error {
  constructor(
    readonly position: string,
    message: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------
// CSV

function detectDelimiter(headerLine: string): string {
  const counts = [';', ',', '\t'].map((d) => ({ d, n: headerLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.d ?? ';';
}

interface CsvRow {
  line: number;
  fields: string[];
}

/** Splits CSV text into rows of fields; text arrives in pieces that may end anywhere, even inside quotes. */
class CsvTokenizer {
  private delimiter: string | undefined;
  private pending = '';
  private field = '';
  private fields: string[] = [];
  private inQuotes = false;
  /** A quote inside quotes: either the closing one or the first of a doubled quote. */
  private quotePending = false;
  /** After a closing quote only a delimiter or the line end may follow (spaces are dropped). */
  private afterQuote = false;
  private line = 1;
  private rowLine = 1;
  private quoteLine = 1;

  push(text: string): CsvRow[] {
    if (this.delimiter === undefined) {
      this.pending += text;
      const newline = this.pending.indexOf('\n');
      if (newline < 0) return [];
      this.delimiter = detectDelimiter(this.pending.slice(0, newline));
      text = this.pending;
      this.pending = '';
    }
    return this.scan(text, this.delimiter);
  }

  end(): CsvRow[] {
    const rows = this.delimiter === undefined && this.pending !== '' ? this.scan(this.pending, detectDelimiter(this.pending)) : [];
    if (this.inQuotes && !this.quotePending) throw this.unclosedQuote('das Dateiende kam vorher');
    if (this.field !== '' || this.fields.length > 0 || this.quotePending) this.finishRow(rows);
    return rows;
  }

  private unclosedQuote(detail: string): FeedSyntaxError {
    return new FeedSyntaxError(`Zeile ${this.quoteLine}`, `Zeile ${this.quoteLine}: Anführungszeichen nicht geschlossen (${detail})`);
  }

  private finishRow(rows: CsvRow[]) {
    this.fields.push(this.field);
    if (this.fields.length > 1 || this.fields[0] !== '') rows.push({ line: this.rowLine, fields: this.fields });
    this.field = '';
    this.fields = [];
  }

  private scan(text: string, delimiter: string): CsvRow[] {
    const rows: CsvRow[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (this.inQuotes) {
        if (!this.quotePending) {
          if (ch === '"') this.quotePending = true;
          else {
            if (ch === '\n') this.line++;
            this.field += ch;
          }
          continue;
        }
        this.quotePending = false;
        if (ch === '"') {
          this.field += '"';
          continue;
        }
        this.inQuotes = false; // the pending quote closed the field
        this.afterQuote = true;
      }
      if (this.afterQuote && ch !== delimiter && ch !== '\n' && ch !== '\r') {
        if (ch === ' ' || ch === '\t') continue;
        // Text glued to a closing quote: in practice an earlier quote was never closed and this one, meant
        // to open a field, closed it; every row in between went into one field.
        throw this.unclosedQuote(`Text nach dem schließenden Anführungszeichen in Zeile ${this.line}`);
      }
      this.afterQuote = false;
      if (ch === '"' && this.field === '') {
        this.inQuotes = true;
        this.quoteLine = this.line;
      } else if (ch === delimiter) {
        this.fields.push(this.field);
        this.field = '';
      } else if (ch === '\n') {
        this.finishRow(rows);
        this.line++;
        this.rowLine = this.line;
      } else if (ch !== '\r') this.field += ch;
    }
    return rows;
  }
}

async function* csvRows(chunks: AsyncIterable<string>): AsyncGenerator<CsvRow> {
  const tokenizer = new CsvTokenizer();
  let first = true;
  for await (const chunk of chunks) {
    yield* tokenizer.push(first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk);
    first = false;
  }
  yield* tokenizer.end();
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: string) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  node[path[path.length - 1] as string] = value;
}

async function* readCsv(chunks: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  try {
    yield* csvRecords(chunks);
  } catch (error) {
    if (!(error instanceof FeedSyntaxError)) throw error;
    yield { position: error.position, error: error.message, broken: true };
  }
}

async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let header: string[][] | undefined;
  for await (const row of csvRows(chunks)) {
    if (!header) {
      header = row.fields.map((name) => name.trim().split('.'));
      continue;
    }
    const data: Record<string, unknown> = {};
    row.fields.forEach((value, i) => {
      const path = header?.[i];
      if (path && path[0] !== '' && value.trim() !== '') setPath(data, path, value);
    });
    if (row.fields.length > header.length) {
      yield { position: `Zeile ${row.line}`, error: `${row.fields.length} Spalten, die Kopfzeile hat ${header.length}` };
      continue;
    }
    yield { position: `Zeile ${row.line}`, data };
  }
  if (!header) throw new FeedSyntaxError('Zeile 1', 'Die Datei ist leer (keine Kopfzeile)');
}

// ---------------------------------------------------------------------------------------------
// JSON

/**
 * Cuts the text into top-level values without parsing them: tracks nesting and strings only, then
 * hands each complete element to JSON.parse.
 */
async function* readJson(chunks: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let mode: 'start' | 'array' | 'stream' | 'done' = 'start';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let buffer = '';
  let index = 0;
  const emit = (text: string): FeedItem => {
    index++;
    const position = `Eintrag ${index}`;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { position, error: 'Objekt erwartet' };
      return { position, data: value as Record<string, unknown> };
    } catch {
      return { position, error: 'Kein gültiges JSON' };
    }
  };
  const broken = (position: string, error: string): FeedBroken => ({ position, error, broken: true });
  for await (let chunk of chunks) {
    if (mode === 'start' && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i] as string;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
        continue;
      }
      if (mode === 'start' || mode === 'done') {
        if (/\s/.test(ch)) continue;
        if (mode === 'done') {
          yield broken(`nach Eintrag ${index}`, "Text nach dem schließenden ']' (mehrere Dateien aneinandergehängt?)");
          return;
        }
        if (ch === '[') {
          mode = 'array';
          start = i + 1;
        } else if (ch === '{') {
          mode = 'stream';
          depth = 1;
          start = i;
        } else {
          yield broken('Dateianfang', "Weder ein JSON-Array ('[') noch JSON-Objekte ('{')");
          return;
        }
        continue;
      }
      if (ch === '"') inString = true;
      else if (ch === '{' || ch === '[') {
        if (depth === 0) {
          buffer = '';
          start = i;
        }
        depth++;
      } else if (ch === '}' || ch === ']') {
        if (mode === 'array' && depth === 0 && ch === ']') {
          mode = 'done';
          continue;
        }
        depth--;
        if (depth === 0) {
          const text = buffer + chunk.slice(start, i + 1);
          buffer = '';
          start = i + 1;
          yield emit(text);
        }
      }
    }
    if (depth > 0) buffer += chunk.slice(start);
  }
  if (depth > 0 || inString) yield broken(`Eintrag ${index + 1}`, `Unerwartetes Dateiende mitten in Eintrag ${index + 1}`);
  else if (mode === 'array') yield broken(`nach Eintrag ${index}`, "Unerwartetes Dateiende: das schließende ']' fehlt");
  else if (mode === 'start') yield broken('Dateianfang', 'Die Datei ist leer');
}
