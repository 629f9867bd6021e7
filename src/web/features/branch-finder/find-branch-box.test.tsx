import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '#web/router/router.tsx';
import { FindBranchBox } from './find-branch-box.tsx';
import { FinderApp, grantGeolocation, removeBrowserFakes, stubFetch } from './test-support.tsx';

// Leaflet needs a real layout engine; the map is covered by the browser journeys.
vi.mock('./branch-map.tsx', () => ({ BranchMap: () => null }));

beforeEach(() => {
  localStorage.clear();
  stubFetch();
});
afterEach(removeBrowserFakes);

function renderBox() {
  render(<FinderApp path="/" pageData={{}} extra={<Route index element={<FindBranchBox />} />} />);
  return userEvent.setup();
}

const path = () => screen.getByTestId('path').textContent;

describe('the find-a-branch box (site-and-tools §2)', () => {
  it('sends the visitor to the branch for a typed town', async () => {
    const user = renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Town or postcode' }), 'palmerston');
    await user.click(screen.getByRole('button', { name: 'Find branch' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palmerston North branch' }),
    ).toBeTruthy();
    expect(path()).toBe('/find-a-branch-near-you/palmerston-north/');
  });

  it('sends the visitor to the branch serving a typed postcode, by pressing Enter', async () => {
    const user = renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Town or postcode' }), '3204{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hamilton branch' })).toBeTruthy();
  });

  it('sends the visitor to the branch nearest to any town the address data knows (issue 11)', async () => {
    const user = renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Town or postcode' }), 'Queenstown{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invercargill branch' }),
    ).toBeTruthy();
  });

  it('offers a choice when a region has several branches', async () => {
    const user = renderBox();
    await user.type(
      screen.getByRole('textbox', { name: 'Town or postcode' }),
      'Bay of Plenty{Enter}',
    );
    expect(await screen.findByText('More than one branch matches. Choose one:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tauranga' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rotorua' })).toBeTruthy();
  });

  it('says so, linked to the box, when nothing matches, and asks for a place when empty', async () => {
    const user = renderBox();
    const input = screen.getByRole('textbox', { name: 'Town or postcode' });
    await user.click(screen.getByRole('button', { name: 'Find branch' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a town or postcode.')).toBeTruthy();
    await user.type(input, 'Atlantis{Enter}');
    const error = await screen.findByText(/We could not match that/);
    expect(input.getAttribute('aria-describedby')).toContain(error.closest('[id]')!.id);
    expect(document.activeElement).toBe(input);
  });

  it('sends the visitor to the nearest branch from their location', async () => {
    grantGeolocation({ latitude: -44.0928, longitude: 171.2437 });
    const user = renderBox();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timaru branch' })).toBeTruthy();
  });
});
