import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import modalDialogCss from '#app/styles/modal-dialog.css?url';

/**
 * A popup (SPEC §4 'Popups lock body scrolling and close on Escape'), reusable by every feature.
 *
 * Built on the native `<dialog>` opened with showModal(), so the rest of the page is inert for
 * assistive technology. On top of that it:
 * - locks page scrolling while open (a counter, so stacked popups unlock only when the last closes),
 *   keeping the scrollbar's width as padding so the page behind does not shift;
 * - closes on Escape and on a click on the backdrop, through `onClose`, so the caller's state stays
 *   the single source of truth;
 * - keeps Tab and Shift+Tab inside the popup (the native dialog would let focus leave to the
 *   browser's own controls);
 * - returns focus to the element that opened it.
 *
 * Styles: `app/styles/modal-dialog.css`, rendered as a React 19 stylesheet `<link>` (hoisted into
 * <head> once), so a page using a popup needs no extra entry in its `links`.
 */
export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** visible heading, also the dialog's accessible name */
  title: string;
  children: ReactNode;
  /** 'alert' for confirmations (role alertdialog), 'wide' for forms, 'fullscreen' for galleries */
  variant?: 'alert' | 'wide' | 'fullscreen';
  /** element to focus on opening (default: the first focusable element inside the body) */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

let openCount = 0;

function lockScroll() {
  openCount += 1;
  if (openCount > 1) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  if (scrollbar > 0) root.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
  root.classList.add('has-modal');
}

function unlockScroll() {
  openCount = Math.max(0, openCount - 1);
  if (openCount > 0) return;
  const root = document.documentElement;
  root.classList.remove('has-modal');
  root.style.removeProperty('--scrollbar-compensation');
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export function ModalDialog({ open, onClose, title, children, variant, initialFocusRef }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the open effect when the caller passes a new function.
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    lockScroll();
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? focusableIn(dialog)[0];
    target?.focus();

    const onCancel = (event: Event) => {
      // Escape: let the caller close the popup so its state and the DOM never disagree.
      event.preventDefault();
      requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  return (
    <>
      <link rel="stylesheet" href={modalDialogCss} precedence="default" />
      <dialog
        ref={dialogRef}
        className={`modal-dialog${variant ? ` modal-dialog--${variant}` : ''}`}
        aria-labelledby={titleId}
        role={variant === 'alert' ? 'alertdialog' : undefined}
        aria-modal="true"
      >
        {open ? (
          <div className="modal-dialog__panel">
            <div className="modal-dialog__header">
              <h2 id={titleId} className="modal-dialog__title">
                {title}
              </h2>
              <button type="button" className="modal-dialog__close" onClick={onClose}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
                <span className="visually-hidden">Schließen</span>
              </button>
            </div>
            <div ref={bodyRef} className="modal-dialog__body">
              {children}
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
