import { useState } from 'react';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { ListingPhoto } from '#app/components/listing/listing-photo.tsx';
import type { ListingImage } from '#src/domain/listing/listing-types.ts';

export interface CompareGalleryProps {
  open: boolean;
  onClose(): void;
  title: string;
  images: readonly ListingImage[];
}

/** The full-screen photos of one compared car: one photo at a time, buttons and arrow keys step and wrap. */
export function CompareGallery({ open, onClose, title, images }: CompareGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const image = images[index % Math.max(count, 1)];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <ModalDialog open={open} onClose={onClose} title={title} variant="fullscreen">
      <div
        className="compare-gallery"
        onKeyDown={(event) => {
          if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
          event.preventDefault();
          step(event.key === 'ArrowLeft' ? -1 : 1);
        }}
      >
        <div className="compare-gallery__stage">
          {image ? <ListingPhoto key={image.big} image={image} alt={`${title}, Foto ${index + 1}`} sizes="100vw" eager /> : null}
        </div>
        {count > 1 ? (
          <div className="compare-gallery__controls">
            <button type="button" className="button" onClick={() => step(-1)} aria-label="Vorheriges Foto">
              ‹
            </button>
            <p className="compare-gallery__counter" aria-live="polite">
              Foto {index + 1} von {count}
            </p>
            <button type="button" className="button" onClick={() => step(1)} aria-label="Nächstes Foto">
              ›
            </button>
          </div>
        ) : null}
      </div>
    </ModalDialog>
  );
}
