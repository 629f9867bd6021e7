import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branches } from '#content/branches.ts';
import { FinderApp, grantGeolocation, removeBrowserFakes, stubFetch } from './test-support.tsx';

// Leaflet needs a real layout engine; the map is covered by the browser journeys (tests/e2e/branch-finder.test.ts).
vi.mock('./branch-map.tsx', () => ({
  BranchMap: ({ branches: shown }: { branches: Array<{ name: string }> }) => (
    <div data-testid="map">{shown.map((b) => b.name).join(',')}</div>
  ),
}));

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = stubFetch();
});
afterEach(removeBrowserFakes);

const listedNames = () =>
  within(screen.getByRole('region', { name: /branches/i }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the branch finder page (site-and-tools §2)', () => {
  it('lists every branch with a link to its page and announces the count', () => {
    render(<FinderApp path="/find-a-branch-near-you/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a branch near you' })).toBeTruthy();
    expect(listedNames()).toHaveLength(branches.length);
    expect(screen.getByRole('link', { name: 'Nelson' }).getAttribute('href')).toBe(
      '/find-a-branch-near-you/nelson/',
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      `Showing ${branches.length} branches.`,
    );
  });

  it('filters the listing and the map by a labelled search box, with or without macrons', async () => {
    const user = userEvent.setup();
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'canterbury');
    expect(listedNames()).toEqual(['Christchurch', 'Timaru']);
    expect(screen.getByText('Showing 2 branches.')).toBeTruthy();
    expect(screen.getByTestId('map').textContent).toBe('Christchurch,Timaru');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'whangarei');
    expect(listedNames()).toEqual(['Whangārei']);
    expect(screen.getByText('Showing 1 branch.')).toBeTruthy();
  });

  it('says so when no branch matches', async () => {
    const user = userEvent.setup();
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'Queenstown');
    expect(screen.getByText('No branches match your search.')).toBeTruthy();
  });

  it('shows the nearest 8 branches, nearest first with distances, with the visitor location (site-and-tools §9)', async () => {
    grantGeolocation({ latitude: -41.2092, longitude: 174.9081 });
    const user = userEvent.setup();
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Branches nearest to you' }),
    ).toBeTruthy();
    expect(listedNames()).toHaveLength(8);
    expect(listedNames()[0]).toBe('Wellington');
    expect(screen.getByText('13.7 km away')).toBeTruthy();
    expect(screen.getByText('Showing the 8 branches nearest to you.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all branches' }));
    expect(listedNames()).toHaveLength(branches.length);
  });

  it('searches every branch after "Use my location", nearest first, not only the nearest 8 (issue 11)', async () => {
    grantGeolocation({ latitude: -41.2092, longitude: 174.9081 });
    const user = userEvent.setup();
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByRole('heading', { level: 2, name: 'Branches nearest to you' });
    // From Lower Hutt, Auckland's two branches and Invercargill are not among the nearest 8.
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'Auckland');
    expect(listedNames()).toEqual(['Manukau', 'Auckland CBD']);
    expect(screen.getByText('Showing 2 branches.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'invercargill');
    expect(listedNames()).toEqual(['Invercargill']);
  });

  it('asks first, and keeps the full list with a message when the visitor says no', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: vi.fn() },
    });
    const user = userEvent.setup();
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(
      await screen.findByText('We have not used your location. Search the list by town instead.'),
    ).toBeTruthy();
    expect(listedNames()).toHaveLength(branches.length);
    expect(localStorage.getItem('permission:geolocation')).toBe('NO');
  });

  it('fires the FindLocation browsing event with the page path (site-and-tools §2, §7)', async () => {
    render(<FinderApp path="/find-a-branch-near-you/?utm_source=x" />);
    const events = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === '/api/conversions/browsing')
        .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    await waitFor(() =>
      expect(events()).toContainEqual({
        eventName: 'FindLocation',
        sourceUrl: '/find-a-branch-near-you/',
      }),
    );
  });

  it('only logs a warning when the event cannot be recorded (site-and-tools §8)', async () => {
    stubFetch({ conversionStatus: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<FinderApp path="/find-a-branch-near-you/" />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Conversion event FindLocation was not recorded (500).'),
    );
    warn.mockRestore();
  });

  it('gets the branches from its route loader after a client-side navigation', async () => {
    await act(async () => render(<FinderApp path="/find-a-branch-near-you/" hydrated={false} />));
    expect(await screen.findByRole('link', { name: 'Invercargill' })).toBeTruthy();
  });
});

describe('a branch page', () => {
  it('shows the branch details, phone and email links, and Apply now with the branch preset', () => {
    render(<FinderApp path="/find-a-branch-near-you/napier/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Napier branch' })).toBeTruthy();
    expect(screen.getByText('60 Emerson Street, Napier South, Napier 4110')).toBeTruthy();
    expect(screen.getByRole('link', { name: '06 555 0108' }).getAttribute('href')).toBe(
      'tel:065550108',
    );
    expect(
      screen.getByRole('link', { name: 'napier@kowhai.example.nz' }).getAttribute('href'),
    ).toBe('mailto:napier@kowhai.example.nz');
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(
      '/loan-application/step-1/?branch=108',
    );
    expect(screen.getByTestId('map').textContent).toBe('Napier');
  });

  it('is the not-found page for an unknown branch', () => {
    render(<FinderApp path="/find-a-branch-near-you/atlantis/" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeTruthy();
  });
});
