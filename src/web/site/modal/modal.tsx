import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export interface ModalProps {
  /** The modal's name (loan-application §2 "Modals opened by name"); also its element id. */
  name: string;
  open: boolean;
  title: ReactNode;
  /** Called on Escape, a click outside the body, or a close button. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the modal; without them a single Close button is shown. */
  actions?: ReactNode;
  /** Closes the modal by itself after this many seconds (site-and-tools §4 "optional auto-close delay"). */
  autoCloseSeconds?: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site's one modal (site-and-tools §4 "Page widgets"): opening traps focus inside it and
 * closing restores focus to what had it before; Escape or a click outside the body closes it.
 * The rest of the page is made inert while it is open, so screen readers and the Tab key stay in.
 */
export function Modal({
  name,
  open,
  title,
  onClose,
  children,
  actions,
  autoCloseSeconds,
}: ModalProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = bodyRef.current;
    const overlay = body?.parentElement;
    const outside = overlay
      ? Array.from(document.body.children).filter(
          (el) => el !== overlay && !el.hasAttribute('inert'),
        )
      : [];
    for (const el of outside) el.setAttribute('inert', '');
    (
      body?.querySelector<HTMLElement>('[data-autofocus]') ??
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      body
    )?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !body) return;
      const focusable = Array.from(body.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const el of outside) el.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open || autoCloseSeconds === undefined) return;
    const timer = setTimeout(() => closeRef.current(), autoCloseSeconds * 1000);
    return () => clearTimeout(timer);
  }, [open, autoCloseSeconds]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div
      className="modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="modal__body"
        id={name}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={bodyRef}
      >
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <div className="modal__content">{children}</div>
        <div className="modal__actions">
          {actions ?? (
            <button type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
