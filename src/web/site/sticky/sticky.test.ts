import { describe, expect, it, vi } from 'vitest';
import { checkStickyFits, STICKY_TALLER_THAN_CONTAINER } from './sticky.ts';

function boxes(elementHeight: number, containerHeight: number) {
  const container = document.createElement('div');
  const element = document.createElement('aside');
  element.id = 'summary';
  element.className = 'sticky-box';
  element.textContent = 'Jane Citizen, $5,000';
  container.append(element);
  const rect = (height: number) => () => ({ height }) as DOMRect;
  element.getBoundingClientRect = rect(elementHeight);
  container.getBoundingClientRect = rect(containerHeight);
  return element;
}

// The console spy is the test setup's (tests/setup/fail-on-console-error.ts): asserted here, so
// these tests replace what it does with the calls.
describe('checkStickyFits (site-and-tools §8 "A sticky element taller than its container logs an error")', () => {
  it('logs the error, naming the element but none of its text, when it is taller', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkStickyFits(boxes(300, 200))).toBe(false);
    expect(error).toHaveBeenCalledExactlyOnceWith(
      `sticky: ${STICKY_TALLER_THAN_CONTAINER} (aside#summary.sticky-box)`,
    );
    expect(String(error.mock.calls[0])).not.toContain('Jane');
  });

  it('logs nothing when it fits, up to exactly its container’s height', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkStickyFits(boxes(200, 200))).toBe(true);
    expect(checkStickyFits(boxes(20, 200))).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });
});
