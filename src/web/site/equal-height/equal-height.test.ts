import { describe, expect, it, vi } from 'vitest';
import { attach as attachEqualHeight, EMPTY_GROUP_ERROR } from './equal-height.on-demand.ts';
import {
  attach as attachScrollAnimation,
  EMPTY_AREA_ERROR,
} from '../scroll-animation/scroll-animation.on-demand.ts';

// The console spy is the test setup's (tests/setup/fail-on-console-error.ts): asserted here, so
// these tests replace what it does with the calls (issue 10 behaviour 16, site-and-tools §8).
function emptyArea(): HTMLElement {
  const area = document.createElement('section');
  area.id = 'offers';
  area.textContent = 'Mere Tipene, $5,000';
  document.body.append(area);
  return area;
}

describe('the equal-height and scroll-animation helpers log a page they cannot work on', () => {
  it('logs an equal-height group with no members, naming the element but none of its text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detach = attachEqualHeight(emptyArea());
    expect(error).toHaveBeenCalledExactlyOnceWith(
      `equal-height: ${EMPTY_GROUP_ERROR} (section#offers)`,
    );
    expect(String(error.mock.calls[0])).not.toContain('Mere');
    detach();
  });

  it('logs a scroll-animation area with no members', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    attachScrollAnimation(emptyArea())();
    expect(error).toHaveBeenCalledExactlyOnceWith(
      `scroll-animation: ${EMPTY_AREA_ERROR} (section#offers)`,
    );
  });
});
