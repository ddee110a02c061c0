import { useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { trackEvent } from '#app/analytics/track-event.ts';
import type { ListingImage } from '#src/domain/listing/listing-types.ts';
import { loopSlides, PLACEHOLDER_TILES, slideOffset, swipeStep, thumbnailScrollLeft, wrapIndex } from './gallery-model.ts';
import { ListingPhoto } from '#app/components/listing/listing-photo.tsx';

const STAGE_SIZES = '(min-width: 1240px) 880px, (min-width: 768px) 70vw, 100vw';
const LIGHTBOX_SIZES = '100vw';
const THUMB_SIZES = '124px';
/** Pointer movement below this is still a click (finger jitter). */
const DRAG_SLOP_PX = 10;

export interface GalleryProps {
  images: readonly ListingImage[];
  title: string;
  /** shown under the full-screen photos: links to the finance and insurance widgets */
  lightboxFooter?: ReactNode;
  /** the page with every photo ('Weitere Fotos' without JavaScript) */
  photosHref: string;
}

/**
 * A pointer gesture on a slide track: horizontal swipes step, taps are left to the buttons. A mouse
 * drag ends in a click on the photo; that click is swallowed so a drag never opens the lightbox.
 */
function useSwipe(onStep: (delta: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  return {
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      dragged.current = false;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      // Any real drag, swipe or not, is a gesture rather than a click on the photo.
      dragged.current = Math.hypot(dx, dy) > DRAG_SLOP_PX;
      const step = swipeStep(dx, dy, event.currentTarget.clientWidth);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

interface SlideTrackProps {
  slides: readonly ListingImage[];
  position: number;
  photoCount: number;
  title: string;
  sizes: string;
  /** jump without the 0.5 s transition (after a thumbnail click) */
  instant: boolean;
  /** load the neighbours now: the visitor is looking through the photos */
  preload: boolean;
}

/**
 * Slides sit left of, on or right of the current one and slide by CSS transform; the ones further
 * away are hidden at once, so the loop never shows a photo flying across the stage.
 */
function SlideTrack({ slides, position, photoCount, title, sizes, instant, preload }: SlideTrackProps) {
  return (
    <div className={`slides${instant ? ' slides--instant' : ''}`}>
      {slides.map((image, i) => {
        const offset = slideOffset(i, position, slides.length);
        const near = Math.abs(offset) <= 1;
        const number = (i % photoCount) + 1;
        return (
          <div
            // The doubled list repeats photos: the slide position is the identity.
            key={i}
            className={`slides__slide${near ? '' : ' slides__slide--away'}`}
            style={{ '--offset': offset } as CSSProperties}
            role="group"
            aria-roledescription="Foto"
            aria-label={`${number} von ${photoCount}`}
            aria-hidden={offset !== 0}
          >
            {/* Until the visitor uses the gallery only the first photo exists: lazy images beside the
                stage are still "near" for the browser and would compete with the main photo. */}
            {i === 0 || preload ? (
              <ListingPhoto image={image} alt={`${title}, Foto ${number}`} sizes={sizes} eager={i === 0 || (preload && near)} priority={i === 0} />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function NoPhotos() {
  return (
    <div className="gallery gallery--empty">
      <div className="gallery__placeholder" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          <span key={i} className="gallery__placeholder-tile" />
        ))}
      </div>
      <div className="gallery__no-photos">
        <p>
          <strong>Leider sind keine Bilder verfügbar.</strong>
        </p>
        <p>Bitte wenden Sie sich an den Verkäufer.</p>
      </div>
    </div>
  );
}

/**
 * Photo gallery with thumbnails and a full-screen lightbox (SPEC §2): the index wraps at both
 * ends, 2 or 3 photos are doubled internally, horizontal swipes step, the arrow keys step in full
 * screen, a thumbnail click jumps without animation and scrolls the strip. Without JavaScript the
 * first photo shows and every thumbnail links to its large file.
 */
export function Gallery({ images, title, lightboxFooter, photosHref }: GalleryProps) {
  const slides = useMemo(() => loopSlides(images), [images]);
  const count = images.length;
  const [position, setPosition] = useState(0);
  const [instant, setInstant] = useState(false);
  const [used, setUsed] = useState(false);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // The arrows only work with JavaScript (issue 19 point 13); they overlay the photo, so adding them later shifts nothing.
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const tracked = useRef({ swipe: false, click: false });
  const current = count === 0 ? 0 : position % count;

  useEffect(() => {
    strip.current?.scrollTo({ left: thumbnailScrollLeft(current), behavior: 'instant' });
  }, [current]);

  const step = (delta: number) => {
    setInstant(false);
    setUsed(true);
    setPosition((p) => wrapIndex(p + delta, slides.length));
  };
  const swipe = useSwipe((delta) => {
    if (!tracked.current.swipe) {
      tracked.current.swipe = true;
      trackEvent('gallery_swipe', { photos: count });
    }
    step(delta);
  });

  if (count === 0) return <NoPhotos />;

  const showPhoto = (index: number) => {
    setInstant(true);
    setUsed(true);
    setPosition(index);
  };
  const openLightbox = () => {
    if (!tracked.current.click && window.matchMedia('(min-width: 768px)').matches) {
      tracked.current.click = true;
      trackEvent('gallery_click', { photo: current + 1 });
    }
    setLightboxOpen(true);
  };

  return (
    <section className="gallery" aria-roledescription="Fotogalerie" aria-label="Fotos">
      <div className="gallery__stage" {...swipe}>
        <SlideTrack slides={slides} position={position} photoCount={count} title={title} sizes={STAGE_SIZES} instant={instant} preload={used} />
        <button type="button" className="gallery__zoom" onClick={openLightbox} aria-label="Foto in Vollbild anzeigen" />
        {count > 1 && hydrated ? (
          <>
            <button type="button" className="gallery__step gallery__step--prev" onClick={() => step(-1)} aria-label="Vorheriges Foto">
              ‹
            </button>
            <button type="button" className="gallery__step gallery__step--next" onClick={() => step(1)} aria-label="Nächstes Foto">
              ›
            </button>
          </>
        ) : null}
      </div>
      {/* Below the photo, never on it: the demo and partner photos carry captions in their corners (issue 27). */}
      <div className="gallery__bar">
        <p className="gallery__counter" aria-live="polite">
          <span className="visually-hidden">Foto </span>
          {current + 1} / {count}
        </p>
        {/* A link to the page of all photos, so it works without JavaScript too; with it, the full-screen view opens. */}
        <a
          className="gallery__more"
          href={photosHref}
          onClick={(event) => {
            event.preventDefault();
            openLightbox();
          }}
        >
          Weitere Fotos <span aria-hidden="true">({count})</span>
        </a>
      </div>
      {count > 1 ? <Thumbnails images={images} current={current} title={title} onSelect={showPhoto} listRef={strip} label="Fotoauswahl" /> : null}
      <Lightbox
        open={lightboxOpen}
        onClose={() => setLightboxOpen(false)}
        title={title}
        images={images}
        slides={slides}
        position={position}
        current={current}
        instant={instant}
        onStep={step}
        onSelect={showPhoto}
        footer={lightboxFooter}
      />
    </section>
  );
}

interface ThumbnailsProps {
  images: readonly ListingImage[];
  current: number;
  title: string;
  onSelect(index: number): void;
  listRef?: RefObject<HTMLUListElement | null>;
  label: string;
}

function Thumbnails({ images, current, title, onSelect, listRef, label }: ThumbnailsProps) {
  return (
    <ul className="gallery__thumbs" ref={listRef} aria-label={label}>
      {images.map((image, i) => (
        <li key={image.small}>
          <a
            href={image.bigJpeg}
            className="gallery__thumb"
            aria-current={i === current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(i);
            }}
          >
            <ListingPhoto image={image} alt={`${title}, Foto ${i + 1} anzeigen`} sizes={THUMB_SIZES} largest="medium" />
          </a>
        </li>
      ))}
    </ul>
  );
}

interface LightboxProps {
  open: boolean;
  onClose(): void;
  title: string;
  images: readonly ListingImage[];
  slides: readonly ListingImage[];
  position: number;
  current: number;
  instant: boolean;
  onStep(delta: number): void;
  onSelect(index: number): void;
  footer: ReactNode;
}

/** The full-screen view: a modal dialog (focus stays inside, Escape closes), page scrolling locked. */
function Lightbox({ open, onClose, title, images, slides, position, current, instant, onStep, onSelect, footer }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useSwipe(onStep);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (!open) return;
    document.documentElement.classList.add('is-scroll-locked');
    return () => document.documentElement.classList.remove('is-scroll-locked');
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`Fotos: ${title}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') onStep(-1);
        else if (event.key === 'ArrowRight') onStep(1);
        else return;
        event.preventDefault();
      }}
    >
      {open ? (
        <div className="lightbox__body">
          <div className="lightbox__bar">
            <p className="lightbox__counter" aria-live="polite">
              Foto {current + 1} von {images.length}
            </p>
            <button type="button" className="button lightbox__close" onClick={onClose}>
              Schließen
            </button>
          </div>
          <div className="lightbox__stage" {...swipe}>
            <SlideTrack slides={slides} position={position} photoCount={images.length} title={title} sizes={LIGHTBOX_SIZES} instant={instant} preload />
            {images.length > 1 ? (
              <>
                <button type="button" className="gallery__step gallery__step--prev" onClick={() => onStep(-1)} aria-label="Vorheriges Foto">
                  ‹
                </button>
                <button type="button" className="gallery__step gallery__step--next" onClick={() => onStep(1)} aria-label="Nächstes Foto">
                  ›
                </button>
              </>
            ) : null}
          </div>
          {images.length > 1 ? (
            <div className="lightbox__more">
              <h2 className="lightbox__heading">Weitere Fotos</h2>
              <Thumbnails images={images} current={current} title={title} onSelect={onSelect} label="Weitere Fotos" />
            </div>
          ) : null}
          {footer ? <div className="lightbox__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
