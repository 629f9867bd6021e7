import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import './tooltip.css';

/** The open tooltip's close: opening another calls it (site-and-tools §4: "Opening one closes all others"). */
let closeOpen: (() => void) | undefined;

// spec: loan-application §9 (tooltip attention pulse: 10 s idle pause, then every 1.5 s; scroll/key handler 50 ms)
export const TOOLTIP_IDLE_PAUSE_MS = 10_000;
export const TOOLTIP_PULSE_INTERVAL_MS = 1_500;
export const TOOLTIP_ACTIVITY_THROTTLE_MS = 50;
/**
 * Pulses per idle spell: three pulses stay under five seconds, so the movement needs no pause
 * control (WCAG 2.2.2 Pause, Stop, Hide). Reduced-motion users see none (tooltip.css).
 */
export const TOOLTIP_PULSES_PER_IDLE = 3;

/** Adds the pulse class after the page has been idle, a few times, until the next scroll or key. */
function useAttentionPulse(button: RefObject<HTMLButtonElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let lastHandled = 0;
    let pulses = 0;
    function onActivity() {
      const now = Date.now();
      if (now - lastHandled < TOOLTIP_ACTIVITY_THROTTLE_MS) return;
      lastHandled = now;
      lastActivity = now;
      pulses = 0;
    }
    const timer = setInterval(() => {
      const element = button.current;
      if (
        !element ||
        Date.now() - lastActivity < TOOLTIP_IDLE_PAUSE_MS ||
        pulses >= TOOLTIP_PULSES_PER_IDLE
      )
        return;
      pulses += 1;
      element.classList.remove('tooltip__button--pulse');
      void element.offsetWidth; // restart the animation
      element.classList.add('tooltip__button--pulse');
    }, TOOLTIP_PULSE_INTERVAL_MS);
    window.addEventListener('scroll', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity);
    return () => {
      clearInterval(timer);
      window.removeEventListener('scroll', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, [button, active]);
}

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  useAttentionPulse(buttonRef, !open);

  // What an open tooltip does (its placement by Floating UI, Escape, a press outside) loads with
  // the first opening, not with the page (decisions 062, 166).
  useEffect(() => {
    if (!open) return;
    let live = true;
    let stop = () => {};
    void import('./tooltip-open.on-demand.ts').then(({ whileOpen }) => {
      if (live && rootRef.current && buttonRef.current && textRef.current)
        stop = whileOpen(rootRef.current, buttonRef.current, textRef.current, () => setOpen(false));
    });
    return () => {
      live = false;
      stop();
    };
  }, [open]);

  function toggle() {
    if (!open) {
      closeOpen?.();
      closeOpen = () => setOpen(false);
    }
    setOpen(!open);
  }

  return (
    <span className="tooltip" ref={rootRef}>
      <button
        type="button"
        className="tooltip__button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={`${id}-text`}
        onClick={toggle}
      >
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="tooltip__text" id={`${id}-text`} role="status" hidden={!open} ref={textRef}>
        {open ? children : null}
      </span>
    </span>
  );
}
