import { computePosition, flip, shift } from '@floating-ui/react';

// spec: site-and-tools §4 "Position is chosen among bottom, top, right, left, top-right and
// top-left, using a 20px edge margin" (§9 "Tooltip edge margin 20px").
export const TOOLTIP_EDGE_MARGIN_PX = 20;
const FALLBACK_PLACEMENTS = ['top', 'right', 'left', 'top-start', 'top-end'] as const;

/**
 * Places an open tooltip's text by its button: below it when it fits, else the first of the
 * spec's other positions that fits, and never closer than the margin to the window's edges (on a
 * 390 px phone it slides along, so the page never scrolls sideways). Floating UI does the maths.
 */
export async function placeTooltip(button: HTMLElement, text: HTMLElement): Promise<void> {
  const { x, y } = await computePosition(button, text, {
    placement: 'bottom',
    middleware: [
      flip({ fallbackPlacements: [...FALLBACK_PLACEMENTS], padding: TOOLTIP_EDGE_MARGIN_PX }),
      shift({ padding: TOOLTIP_EDGE_MARGIN_PX }),
    ],
  });
  Object.assign(text.style, { left: `${x}px`, top: `${y}px` });
  text.setAttribute('data-placed', '');
}

/**
 * What an open tooltip does until it closes: it is placed, and placed again as the window
 * resizes; Escape or a press outside it closes it. Returns what stops all of it.
 */
export function whileOpen(
  root: HTMLElement,
  button: HTMLElement,
  text: HTMLElement,
  close: () => void,
): () => void {
  const place = () => void placeTooltip(button, text);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const onPointerDown = (event: MouseEvent) => {
    if (!root.contains(event.target as Node)) close();
  };
  place();
  window.addEventListener('resize', place);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('mousedown', onPointerDown);
  return () => {
    window.removeEventListener('resize', place);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('mousedown', onPointerDown);
  };
}
