import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './tooltip.css';

/** Opening a tooltip tells the others to close (site-and-tools §4: "Opening one closes all others"). */
const OPEN_EVENT = 'site:tooltip-open';

export interface TooltipProps {
  /** The button's accessible name, e.g. "About the Application ID". */
  label: string;
  children: ReactNode;
}

/**
 * A toggletip: a small "i" button that shows a short explanation below it. One is open at a time;
 * Escape or a click outside closes it. The text is announced through a polite live region.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    function onOtherOpen(event: Event) {
      if ((event as CustomEvent<string>).detail !== id) setOpen(false);
    }
    document.addEventListener(OPEN_EVENT, onOtherOpen);
    return () => document.removeEventListener(OPEN_EVENT, onOtherOpen);
  }, [id]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  function toggle() {
    if (!open) document.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: id }));
    setOpen(!open);
  }

  return (
    <span className="tooltip" ref={rootRef}>
      <button type="button" className="tooltip__button" aria-expanded={open} aria-controls={`${id}-text`} onClick={toggle}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="tooltip__text" id={`${id}-text`} role="status" hidden={!open}>
        {open ? children : null}
      </span>
    </span>
  );
}
