/**
 * The search index's column store on disk (issue 34 point 3), so a new serving process loads it in a
 * second instead of reading every listing from the database: a running process writes it to
 * `DATA_DIR/search-index.snapshot` now and then; a starting one reads it, checks that it belongs to this
 * database's change feed, and applies the feed from the snapshot's position on. It is only an
 * accelerator: a missing, damaged, foreign or other-format file is ignored and the index is read
 * from the database as before.
 *
 * Layout: 4 bytes (length of the header, little-endian), the header as JSON, then each column's bytes,
 * each starting on an 8-byte boundary. The header carries a SHA-1 of the column bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ColumnStore, type IntArray, type StoreSnapshotParts } from './column-store.ts';

/** The snapshot's name in DATA_DIR. */
export const SEARCH_INDEX_SNAPSHOT_FILE = 'search-index.snapshot';

/** Bumped whenever what a snapshot means changes (the store's columns are checked on their own). */
const FORMAT = 1;

/** Where the snapshot stands in the change feed, and which feed: the row at `seq` must read the same in the database. */
export interface SnapshotPosition {
  seq: number;
  /** sequence numbers skipped before `seq` that may still commit (the engine's gaps) */
  gaps: number[];
  /** the change at `seq` (null for an empty feed) */
  change: { listingId: number; changedAt: string } | null;
  /** with an empty feed, the database's listings tell it apart from another one */
  listings: { count: number; maxId: number };
}

interface Header {
  format: number;
  position: SnapshotPosition;
  writtenAt: string;
  sha1: string;
  parts: Omit<StoreSnapshotParts, 'columns'> & { columns: { name: string; type: string; width: number; offset: number; bytes: number }[] };
}

const ALIGN = 8;
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;
const CONSTRUCTORS: Record<string, { new (buffer: ArrayBuffer, offset: number, length: number): IntArray; BYTES_PER_ELEMENT: number }> = {
  Int32Array,
  Uint8Array,
  Int16Array,
  Uint16Array,
  Float64Array,
  Float32Array,
  Uint32Array,
};

/**
 * Writes the store atomically (a temporary file renamed into place), one column at a time with
 * `pause` between them. The caller holds the store still meanwhile (the engine writes inside its poll).
 */
export async function writeIndexSnapshot(file: string, store: ColumnStore, position: SnapshotPosition, pause: () => Promise<void>): Promise<number> {
  const { columns, ...rest } = store.snapshotParts();
  const hash = createHash('sha1');
  let offset = 0;
  const laidOut = columns.map((c) => {
    const entry = { name: c.name, type: c.type, width: c.width, offset, bytes: c.data.byteLength };
    offset = aligned(offset + c.data.byteLength);
    return entry;
  });
  for (const c of columns) hash.update(bytesOf(c.data));
  const header: Header = { format: FORMAT, position, writtenAt: new Date().toISOString(), sha1: hash.digest('hex'), parts: { ...rest, columns: laidOut } };
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(aligned(4 + json.length));
  prefix.writeUInt32LE(json.length, 0);
  json.copy(prefix, 4);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.write(prefix);
    for (const [i, c] of columns.entries()) {
      await pause();
      const bytes = bytesOf(c.data);
      await handle.write(bytes);
      const padding = aligned(bytes.length) - bytes.length;
      if (padding > 0 && i < columns.length - 1) await handle.write(Buffer.alloc(padding));
    }
    await handle.close();
    await fs.rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return prefix.length + offset;
}

export type SnapshotRead = { store: ColumnStore; position: SnapshotPosition; writtenAt: string } | { store: null; reason: string };

/** Reads a snapshot back; `reason` says why none could be used (missing, damaged, other format). */
export async function readIndexSnapshot(file: string): Promise<SnapshotRead> {
  let buffer: Buffer;
  try {
    buffer = await fs.readFile(file);
  } catch {
    return { store: null, reason: 'no snapshot' };
  }
  try {
    const headerLength = buffer.readUInt32LE(0);
    const header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString()) as Header;
    if (header.format !== FORMAT) return { store: null, reason: `format ${header.format}, this build reads ${FORMAT}` };
    const body = aligned(4 + headerLength);
    const hash = createHash('sha1');
    const columns: StoreSnapshotParts['columns'] = [];
    for (const c of header.parts.columns) {
      const Ctor = CONSTRUCTORS[c.type];
      if (!Ctor || body + c.offset + c.bytes > buffer.length) return { store: null, reason: 'truncated or unknown column' };
      // A copy on its own buffer: aligned for the typed array, and the file's buffer can go.
      const bytes = new Uint8Array(buffer.subarray(body + c.offset, body + c.offset + c.bytes));
      hash.update(bytes);
      columns.push({ name: c.name, type: c.type, width: c.width, data: new Ctor(bytes.buffer, 0, c.bytes / Ctor.BYTES_PER_ELEMENT) });
    }
    if (hash.digest('hex') !== header.sha1) return { store: null, reason: 'checksum does not match' };
    const store = ColumnStore.fromSnapshotParts({ ...header.parts, columns });
    return store ? { store, position: header.position, writtenAt: header.writtenAt } : { store: null, reason: "columns differ from this build's" };
  } catch (error) {
    return { store: null, reason: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function bytesOf(data: IntArray): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
