import { initialize } from '@open-iframe-resizer/core';
import { BANK_LINK_RESIZE } from '#domain/bank-link/bank-link.ts';

/**
 * Sizes the bank link's iframe to its content (site-and-tools §9 "Iframe resizer defaults",
 * decision 100) with open-iframe-resizer (MIT): a frame of our own origin (the sandbox) is
 * measured directly; a provider's frame on its own origin reports its size with the iframe-resizer
 * child script's messages, read only from that origin and that frame. Loaded on demand, with the
 * frame. Warns once when the frame has not been sized within the warning time-out, as
 * iframe-resizer does; the frame keeps its fallback height then. Returns how to stop.
 */
export async function sizeToContent(frame: HTMLIFrameElement, origin: string): Promise<() => void> {
  let sized = false;
  const warning = window.setTimeout(() => {
    if (!sized)
      console.warn(
        `The bank link's frame did not report its size within ${BANK_LINK_RESIZE.warningTimeoutMs / 1000} s.`,
      );
  }, BANK_LINK_RESIZE.warningTimeoutMs);
  // The frame's own border is inside its height (border-box): its content gets the height asked.
  const style = window.getComputedStyle(frame);
  const border =
    style.boxSizing === 'border-box'
      ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
      : 0;
  const settings = {
    offsetSize: Number.isFinite(border) ? border : 0,
    checkOrigin: [origin],
    enableLegacyLibSupport: origin !== window.location.origin,
    onIframeResize: () => {
      sized = true;
      // Sized: exactly its content's height, even below the fallback's minimum.
      frame.style.minHeight = '0';
    },
  };
  let stopped = false;
  let current: Array<{ unsubscribe(): void }> = [];
  // Each page the visitor moves to inside the frame is a new document: it is sized afresh.
  const start = async () => {
    current.forEach((resizer) => resizer.unsubscribe());
    const started = await initialize(settings, frame);
    if (stopped) started.forEach((resizer) => resizer.unsubscribe());
    else current = started;
  };
  const onLoad = () => void start();
  frame.addEventListener('load', onLoad);
  await start();
  return () => {
    stopped = true;
    window.clearTimeout(warning);
    frame.removeEventListener('load', onLoad);
    current.forEach((resizer) => resizer.unsubscribe());
  };
}
