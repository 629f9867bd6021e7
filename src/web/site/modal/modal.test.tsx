import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal.tsx';

function Page({
  withActions = false,
  autoCloseSeconds,
}: {
  withActions?: boolean;
  autoCloseSeconds?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      <Modal
        name="app-save-error-modal"
        open={open}
        title="We could not save your details"
        onClose={() => setOpen(false)}
        {...(autoCloseSeconds === undefined ? {} : { autoCloseSeconds })}
        actions={
          withActions ? (
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Continue
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </>
          ) : undefined
        }
      >
        <p>Please try again.</p>
      </Modal>
    </>
  );
}

describe('the modal (site-and-tools §4 "Modals")', () => {
  it('opens as a labelled modal dialog with its name as id, and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = screen.getByRole('dialog', { name: 'We could not save your details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.id).toBe('app-save-error-modal');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page withActions />);
    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open the modal' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click outside its body but not on a click inside it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    await user.click(screen.getByText('Please try again.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(document.querySelector('.modal')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the rest of the page inert while open, and lively again once closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    expect(container.hasAttribute('inert')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('closes by itself after its auto-close delay in seconds, giving focus back', async () => {
    const user = userEvent.setup();
    render(<Page autoCloseSeconds={1} />);
    const opener = screen.getByRole('button', { name: 'Open the modal' });
    await user.click(opener);
    const opened = performance.now();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // Not at once: it stayed open for (most of) its second, the click's own time aside.
    expect(performance.now() - opened).toBeGreaterThanOrEqual(500);
    // Focus comes back in the effect that follows the close: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
