import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePermissionRequest } from './use-permission-request.tsx';

function Asker({ kind }: { kind: string }) {
  const { request, dialog } = usePermissionRequest();
  const [state, setState] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setState(await request(kind))}>
        Ask
      </button>
      <output>{state}</output>
      {dialog}
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition() {} },
  });
});
afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('the permission dialog (site-and-tools §4)', () => {
  it('asks in an in-page dialog, focused on its first button, and a yes gives YES', async () => {
    const user = userEvent.setup();
    render(<Asker kind="geolocation" />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use your location?' });
    expect(dialog.textContent).toContain('It is not sent to us or stored.');
    // The dialog's focus moves once it has mounted: wait for it, not for a time.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Yes, use my location' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, use my location' }));
    expect(await screen.findByText('YES')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats No thanks and Escape as no', async () => {
    const user = userEvent.setup();
    render(<Asker kind="geolocation" />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText('NO')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('permission:geolocation')).toBe('NO');
  });

  it('assumes permission for a kind with no dialog, without showing one', async () => {
    const user = userEvent.setup();
    render(<Asker kind="cookie" />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('YES_AUTO')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
