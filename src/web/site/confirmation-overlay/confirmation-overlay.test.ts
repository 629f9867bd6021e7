import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attach, fadeAfterMs, FADING_CLASS } from './confirmation-overlay.on-demand.ts';

// spec: site-and-tools §9 "Confirmation overlay fades after a random 2000 to 2999 ms."
describe('the confirmation overlay fade', () => {
  it('draws whole milliseconds from 2000 to 2999, both ends reachable', () => {
    expect(fadeAfterMs(() => 0)).toBe(2000);
    expect(fadeAfterMs(() => 0.999_999)).toBe(2999);
    expect(fadeAfterMs(() => 0.5)).toBe(2500);
    for (let i = 0; i < 200; i += 1) {
      const ms = fadeAfterMs();
      expect(Number.isInteger(ms) && ms >= 2000 && ms <= 2999).toBe(true);
    }
  });

  describe('on the page', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
    });
    afterEach(() => vi.useRealTimers());

    it('stays for the drawn delay, then fades and is hidden', () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.25);
      const overlay = document.createElement('div');
      attach(overlay);
      expect(overlay.dataset.fadeAfterMs).toBe('2250');
      vi.advanceTimersByTime(2249);
      expect(overlay.classList.contains(FADING_CLASS)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(overlay.classList.contains(FADING_CLASS)).toBe(true);
      expect(overlay.hidden).toBe(false);
      vi.advanceTimersByTime(400);
      expect(overlay.hidden).toBe(true);
    });
  });
});
