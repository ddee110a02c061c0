/**
 * Receives a partner's photo upload (multipart field `photos`, once per photo) straight to disk, one
 * file at a time under its size limit (issue 34 point 6): a process holds a stream's chunk, never the
 * whole body (15 × 10 MB), and stops reading at the first file too large or too many.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { isStorageUnwritable } from '../db/database-availability.ts';
import { MAX_IMAGES_PER_LISTING } from '../domain/marketplace/marketplace-facts.ts';
import { IngestError } from './ingest-error.ts';

/** Per file; phone photos are 3 to 8 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** All photos plus multipart overhead: what a whole upload may carry. */
export const MAX_UPLOAD_BYTES = MAX_IMAGES_PER_LISTING * MAX_PHOTO_BYTES + 1024 * 1024;
const FIELD_NAMES = new Set(['photos', 'photos[]']);

export interface ReceivedPhotos {
  /** The received files in upload order. */
  files: readonly string[];
  /** Removes the received files (call it whatever happened after). */
  discard(): Promise<void>;
}

export const tooLargeUpload = () => new IngestError('PAYLOAD_TOO_LARGE', 'Anfrage zu groß');

/** Fails the stream once more than `max` bytes went through: a body is bounded even where no part is. */
function byteBound(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? tooLargeUpload() : null, chunk);
    },
  });
}

/**
 * Streams the body's `photos` files into a new folder under `dataDir/photos`. Rejects with an
 * IngestError naming the file (too large, not a file, too many) or the body (too large, unreadable),
 * and rethrows storage errors as they are (a full disk is the site's 503, not the partner's fault).
 */
export async function receivePhotoUpload(dataDir: string, contentType: string, body: ReadableStream<Uint8Array> | null): Promise<ReceivedPhotos> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new IngestError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type multipart/form-data erwartet (Feld photos)');
  }
  const dir = path.join(dataDir, 'photos', `.incoming-${randomUUID()}`);
  const discard = () => fs.promises.rm(dir, { recursive: true, force: true });
  await fs.promises.mkdir(dir, { recursive: true });
  const files: string[] = [];
  const writes: Promise<void>[] = [];
  const unreadable = () => IngestError.invalid([{ field: 'photos', message: 'Multipart-Daten nicht lesbar' }]);
  try {
    const parser = (() => {
      try {
        return busboy({ headers: { 'content-type': contentType }, limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_IMAGES_PER_LISTING + 1, parts: 64 } });
      } catch {
        throw unreadable();
      }
    })();
    let failure: unknown;
    // Stops reading the body; busboy must not be destroyed from inside its own callbacks (it is mid-write there).
    const fail = (error: unknown) => {
      failure ??= error;
      setImmediate(() => parser.destroy());
    };
    // A part not kept is drained; its error, once the parser is destroyed, is the failure already recorded.
    const skip = (stream: Readable) => void stream.on('error', () => undefined).resume();
    parser.on('file', (name, stream) => {
      if (!FIELD_NAMES.has(name) || failure) return skip(stream);
      const index = files.length;
      if (index >= MAX_IMAGES_PER_LISTING) {
        skip(stream);
        return fail(IngestError.invalid([{ field: 'photos', message: `Höchstens ${MAX_IMAGES_PER_LISTING} Fotos` }]));
      }
      const file = path.join(dir, String(index));
      files.push(file);
      stream.once('limit', () => fail(IngestError.invalid([{ field: `photos[${index}]`, message: `Größer als ${MAX_PHOTO_BYTES / 1024 / 1024} MB` }])));
      writes.push(pipeline(stream, fs.createWriteStream(file)).catch(fail));
    });
    parser.on('field', (name) => {
      if (FIELD_NAMES.has(name)) fail(IngestError.invalid([{ field: `photos[${files.length}]`, message: 'Datei erwartet' }]));
    });
    const source = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(source, byteBound(MAX_UPLOAD_BYTES), parser).catch((error: unknown) => {
      if (failure === undefined) failure = error instanceof IngestError ? error : unreadable();
    });
    await Promise.all(writes);
    // A body that broke off leaves stream errors behind the first cause: the partner is told it was unreadable.
    if (failure !== undefined) throw failure instanceof IngestError || isStorageUnwritable(failure) ? failure : unreadable();
    return { files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
