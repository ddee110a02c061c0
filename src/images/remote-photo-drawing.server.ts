/**
 * Demo photos drawn in a process of their own (issue 34: RSS per serving process). Drawing with librsvg
 * and libvips leaves ~40–75 MB of native memory in the process that draws; in a cluster the primary runs
 * one photo drawer for all serving processes (server/photo-drawer.ts), and a serving process sends it
 * what to draw and gets the encoded bytes back over the cluster's channel. If the drawer does not answer
 * (it died, or is starting again), the serving process draws the photo itself: a photo is never lost
 * to the split.
 */
import type { CarIllustrationInput } from './car-illustration/render-car-svg.ts';
import type { PhotoFormat, PhotoSize } from './photo-sizes.ts';
import { renderPhoto } from './render-photo.server.ts';

export interface DrawPhotoRequest {
  type: 'draw-photo';
  id: number;
  input: CarIllustrationInput;
  size: PhotoSize;
  format: PhotoFormat;
}

export interface PhotoDrawnAnswer {
  type: 'photo-drawn';
  id: number;
  bytes?: Uint8Array;
  error?: string;
}

export type DrawPhoto = (input: CarIllustrationInput, size: PhotoSize, format: PhotoFormat) => Promise<Buffer>;

export function isPhotoDrawnAnswer(message: unknown): message is PhotoDrawnAnswer {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'photo-drawn';
}

export function isDrawPhotoRequest(message: unknown): message is DrawPhotoRequest {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'draw-photo';
}

/** Longer than a queue of photos takes in a busy drawer; after it the serving process draws itself. */
const ANSWER_WAIT_MS = 20_000;

interface Channel {
  send(message: DrawPhotoRequest): boolean;
  onMessage(listener: (message: unknown) => void): void;
}

/** A draw function that asks the drawer over `channel` and falls back to drawing here. */
export function remotePhotoDrawing(channel: Channel, onFallback: (reason: string) => void = () => undefined): DrawPhoto {
  const pending = new Map<number, (answer: PhotoDrawnAnswer) => void>();
  let nextId = 0;
  channel.onMessage((message) => {
    if (!isPhotoDrawnAnswer(message)) return;
    pending.get(message.id)?.(message);
  });
  return async (input, size, format) => {
    const id = ++nextId;
    const answer = await new Promise<PhotoDrawnAnswer>((resolve) => {
      const timer = setTimeout(() => settle({ type: 'photo-drawn', id, error: 'no answer from the photo drawer' }), ANSWER_WAIT_MS);
      const settle = (a: PhotoDrawnAnswer) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(a);
      };
      pending.set(id, settle);
      if (!channel.send({ type: 'draw-photo', id, input, size, format })) settle({ type: 'photo-drawn', id, error: 'channel closed' });
    });
    if (answer.bytes) return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
    onFallback(answer.error ?? 'no bytes');
    return renderPhoto(input, size, format);
  };
}
