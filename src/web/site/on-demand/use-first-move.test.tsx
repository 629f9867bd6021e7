import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstMove } from './use-first-move.ts';

function Watch({ onFirstMove }: { onFirstMove: () => void }) {
  useFirstMove(onFirstMove);
  return null;
}

describe('useFirstMove (decision 113)', () => {
  it('calls back once, on the first press, touch, key, focus or input, and never after unmount', () => {
    const moved = vi.fn();
    const { unmount } = render(<Watch onFirstMove={moved} />);
    expect(moved).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new Event('input'));
    expect(moved).toHaveBeenCalledTimes(1);
    unmount();

    const later = vi.fn();
    render(<Watch onFirstMove={later} />).unmount();
    document.dispatchEvent(new Event('pointerdown'));
    expect(later).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'touchstart', 'focusin', 'input'])(
    'counts a %s as a first move',
    (type) => {
      const moved = vi.fn();
      const { unmount } = render(<Watch onFirstMove={moved} />);
      document.dispatchEvent(new Event(type));
      expect(moved).toHaveBeenCalledTimes(1);
      unmount();
    },
  );
});
