import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAddress, type AddressValue } from '#domain/address/index.ts';
import { QUEEN_STREET_DETAIL } from '#domain/address/fixtures.ts';
import { addressInputText } from '#content/address.ts';
import { addressStatusText } from '#content/address-status.ts';
import { manualAddressText } from '#content/manual-address.ts';
import type { AddressInputProps } from './address-input.tsx';

// The widget caches the finder config per page (module level): each test gets a fresh module.
let AddressInput: typeof import('./address-input.tsx').AddressInput;

const CONFIG = {
  addressFinder: {
    search: '/api/address-finder/search',
    searchPostal: '/api/address-finder/search-postal',
    detail: '/api/address-finder/detail',
  },
};
const QUEEN = [
  { Address: '1 Queen Street, Auckland Central, Auckland 1010', Id: 'q1' },
  { Address: 'Flat 2, 15A Queen Street, Auckland Central, Auckland 1010', Id: 'q15' },
  { Address: '1 Queen Street, Waiuku 2123', Id: 'w1' },
];
const DETAIL_Q15 = QUEEN_STREET_DETAIL;

interface Reply {
  status?: number;
  body?: unknown;
  /** Simulates a network failure. */
  networkError?: boolean;
}
type Handler = (url: URL, signal: AbortSignal | undefined) => Reply | Promise<Reply>;

/** A fake address finder behind fetch; each test overrides the routes it cares about. */
function fakeFinder(
  routes: { config?: Handler; search?: Handler; searchPostal?: Handler; detail?: Handler } = {},
) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url.pathname + url.search);
    const handler: Handler =
      (
        {
          '/api/address-finder/config': routes.config ?? (() => ({ body: CONFIG })),
          '/api/address-finder/search': routes.search ?? (() => ({ body: QUEEN })),
          '/api/address-finder/search-postal': routes.searchPostal ?? (() => ({ body: [] })),
          '/api/address-finder/detail': routes.detail ?? (() => ({ body: DETAIL_Q15 })),
        } as Record<string, Handler>
      )[url.pathname] ?? (() => ({ status: 404, body: { error: 'Not found' } }));
    const reply = await handler(url, init?.signal ?? undefined);
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, searches: () => calls.filter((call) => call.includes('/search')) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets timers run and every pending answer land, inside act. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

function Harness({
  initial,
  onValue,
  ...props
}: Partial<AddressInputProps> & {
  initial?: AddressValue;
  onValue?: (value: AddressValue) => void;
}) {
  const [value, setValue] = useState(initial ?? emptyAddress(props.postal === true));
  return (
    <AddressInput
      name="Address"
      label="Your address"
      required
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

async function renderInput(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<Harness {...props} />);
  await settle();
  return { user, ...view };
}

const searchBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: /Your address/ });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drains work with a setTimeout(0) and only advances fake timers it recognises as
  // Jest's; this tells it how to advance Vitest's, or every user event would wait forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.resetModules();
  ({ AddressInput } = await import('./address-input.tsx'));
  // The client loads its answer schemas with its first call; loading takes real time, which the
  // fake clock of these timing tests would not give it.
  await import('#domain/contracts/address-finder.ts');
  // The lookups and the manual fields load on demand (docs/decisions/162): here, before the clock
  // is faked for them.
  await import('./address-finder.on-demand.ts');
  await import('./manual-address.on-demand.tsx');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('address search timing (site-and-tools §4, §9: 3 characters, 300 ms)', () => {
  it('does not search a query under 3 characters', async () => {
    const finder = fakeFinder();
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Q');
    await user.clear(searchBox());
    await user.type(searchBox(), ' 1 ');
    await settle(1000);
    expect(finder.searches()).toEqual([]);
    expect(searchBox()).toHaveProperty('ariaExpanded', 'false');
  });

  it('searches once, 300 ms after the typing pauses, with the whole query', async () => {
    const finder = fakeFinder();
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(299);
    expect(finder.searches()).toEqual([]);
    await settle(1);
    expect(finder.searches()).toEqual(['/api/address-finder/search?query=1%20Queen']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      QUEEN.map((s) => s.Address),
    );
    expect(searchBox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      '3 addresses found. Use the up and down arrows to choose one.',
    );
  });

  it('shows and announces a loading indicator while the search is busy', async () => {
    const answer = deferred<Reply>();
    fakeFinder({ search: () => answer.promise });
    const { user, container } = await renderInput();
    await user.type(searchBox(), 'Queen');
    await settle(300);
    expect(screen.getByRole('status').textContent).toBe(addressStatusText.searching);
    expect(searchBox().getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.address-input__spinner')).not.toBeNull();
    await act(async () => answer.resolve({ body: QUEEN }));
    await settle();
    expect(searchBox().getAttribute('aria-busy')).toBeNull();
    expect(container.querySelector('.address-input__spinner')).toBeNull();
  });

  it('never lets an older answer that arrives late overwrite a newer one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<Reply>>> = {
      '1 Que': deferred(),
      '1 Queen': deferred(),
    };
    const signals: Record<string, AbortSignal | undefined> = {};
    // This fake ignores abort, as a slow proxy might: the sequence check alone must drop the late answer.
    fakeFinder({
      search: (url, signal) => {
        const query = url.searchParams.get('query') ?? '';
        signals[query] = signal;
        return answers[query]!.promise;
      },
    });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Que');
    await settle(300);
    await user.type(searchBox(), 'en');
    await settle(300);
    expect(signals['1 Que']?.aborted).toBe(true);
    await act(async () => answers['1 Queen']!.resolve({ body: [QUEEN[0]] }));
    await settle();
    await act(async () =>
      answers['1 Que']!.resolve({
        body: [{ Address: '1 Quebec Road, Milford, Auckland 0620', Id: 'old' }],
      }),
    );
    await settle();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      QUEEN[0]!.Address,
    ]);
  });

  it('says so when nothing matches, and stays on search', async () => {
    fakeFinder({ search: () => ({ body: [] }) });
    const { user } = await renderInput();
    await user.type(searchBox(), 'Zzzz Street');
    await settle(300);
    expect(screen.getByRole('status').textContent).toBe(addressStatusText.noResults);
    expect(screen.queryByRole('textbox', { name: /Street number/ })).toBeNull();
  });

  it('searches what was typed before the lookups’ code came, once it has come (decision 166)', async () => {
    const finder = fakeFinder();
    const lookupsCode = deferred<void>();
    vi.resetModules();
    vi.doMock('#web/site/on-demand/load-chunk.ts', async (original) => {
      const actual = await original<typeof import('#web/site/on-demand/load-chunk.ts')>();
      // Each request for the code comes back once it is there, a later one sooner, as the
      // browser's preloads of one import can.
      let requests = 0;
      const loadChunk: typeof actual.loadChunk = (chunk, load, has) => {
        if (chunk !== 'address-finder') return actual.loadChunk(chunk, load, has);
        const ticks = 20 - requests++;
        return lookupsCode.promise.then(async () => {
          for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
          return actual.loadChunk(chunk, load, has);
        });
      };
      return { ...actual, loadChunk };
    });
    try {
      ({ AddressInput } = await import('./address-input.tsx'));
      const { user } = await renderInput();
      await user.type(searchBox(), '1 Queen');
      await settle(1000);
      expect(finder.searches()).toEqual([]);
      expect(searchBox().value).toBe('1 Queen');
      await act(async () => lookupsCode.resolve());
      await settle(300);
      expect(finder.searches()).toEqual(['/api/address-finder/search?query=1%20Queen']);
      expect(screen.getAllByRole('option')).toHaveLength(QUEEN.length);
    } finally {
      vi.doUnmock('#web/site/on-demand/load-chunk.ts');
    }
  });

  it('fetches the finder config once for every address input on the page (site-and-tools §7)', async () => {
    const finder = fakeFinder();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Harness id="home" label="Home address" />
        <Harness id="postal" label="Postal address" postal />
      </>,
    );
    await settle();
    await user.type(screen.getByRole('combobox', { name: /Home address/ }), 'Queen');
    await settle(300);
    expect(finder.calls.filter((call) => call.endsWith('/config'))).toHaveLength(1);
  });
});

describe('choosing a suggestion (WAI-ARIA combobox)', () => {
  it('moves through suggestions with the arrow keys, closes with Escape and selects with Enter, then shows the summary', async () => {
    const finder = fakeFinder();
    const onValue = vi.fn();
    const { user } = await renderInput({ onValue });
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    const box = searchBox();
    const listbox = screen.getByRole('listbox', { name: addressInputText.suggestionsLabel });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);

    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await settle();

    expect(finder.calls).toContain('/api/address-finder/detail?id=q15');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText('Flat 2, 15A Queen Street, Auckland Central, Auckland 1010'),
    ).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toContain(`${box.id}-summary`);
    expect(onValue).toHaveBeenLastCalledWith({
      Unit: 'Flat 2',
      StreetNumber: '15A',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
      Latitude: -36.8446,
      Longitude: 174.7669,
      BoxType: '',
      Postal: false,
    });
  });

  it('selects a suggestion with a click', async () => {
    fakeFinder();
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    await user.click(screen.getAllByRole('option')[1]!);
    await settle();
    expect(
      screen.getByText('Flat 2, 15A Queen Street, Auckland Central, Auckland 1010'),
    ).toBeTruthy();
  });

  it('clears the query with a second Escape', async () => {
    fakeFinder();
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    await user.keyboard('{Escape}{Escape}');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('shows a loading text while the chosen address is fetched', async () => {
    const answer = deferred<Reply>();
    fakeFinder({ detail: () => answer.promise });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe(addressStatusText.loadingDetail);
    await act(async () => answer.resolve({ body: DETAIL_Q15 }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('lookup failure (site-and-tools §8)', () => {
  const expectManualEntryWithMessage = () => {
    expect(screen.getByRole('alert').textContent).toBe(manualAddressText.searchUnavailable);
    expect(screen.getByRole('textbox', { name: /Street number/ })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: addressInputText.specifyManually })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  };

  it('switches to manual entry, clears the query and shows the configured message when search answers 500', async () => {
    fakeFinder({ search: () => ({ status: 500, body: { error: 'Internal' } }) });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    expectManualEntryWithMessage();
  });

  it('does the same when the fetch itself fails', async () => {
    fakeFinder({ search: () => ({ networkError: true }) });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    expectManualEntryWithMessage();
  });

  it('does the same on a bad response (not a list of suggestions)', async () => {
    fakeFinder({ search: () => ({ body: { results: 'nope' } }) });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    expectManualEntryWithMessage();
  });

  it('does the same when the detail has no result', async () => {
    fakeFinder({ detail: () => ({ body: {} }) });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expectManualEntryWithMessage();
  });

  it('does the same when the finder config cannot be had, and uses a message given by the form', async () => {
    fakeFinder({ config: () => ({ status: 503, body: { error: 'Unavailable' } }) });
    await renderInput({
      searchUnavailableMessage: 'Our address search is resting. Type it in below.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Our address search is resting. Type it in below.',
    );
    expect(screen.getByRole('textbox', { name: /City/ })).toBeTruthy();
  });

  it('clears the message once a later search and selection work', async () => {
    let failing = true;
    fakeFinder({ search: () => (failing ? { status: 500 } : { body: QUEEN }) });
    const { user } = await renderInput();
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    expect(screen.getByRole('alert')).toBeTruthy();
    failing = false;
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Street number/ }) as HTMLInputElement).value).toBe(
      '15A',
    );
  });
});

describe('manual entry (site-and-tools §4)', () => {
  it('shows the seven labelled manual fields, filled from the current value', async () => {
    fakeFinder();
    const initial = {
      ...emptyAddress(),
      StreetNumber: '1',
      StreetName: 'Queen',
      StreetType: 'Street',
      City: 'Auckland',
      Postcode: '1010',
    };
    const { user } = await renderInput({ initial });
    expect(
      screen.getByText('Selected address:', { exact: false }).parentElement?.textContent,
    ).toContain('1 Queen Street, Auckland 1010');
    await user.click(screen.getByRole('button', { name: addressInputText.specifyManually }));
    await settle();
    const manual = screen.getByRole('group', { name: manualAddressText.legend });
    const labels = within(manual)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Unit (optional)',
      'Street number',
      'Street name',
      'Street type (optional)',
      'Suburb (optional)',
      'City',
      'Postcode',
    ]);
    expect(
      (within(manual).getByRole('textbox', { name: 'Street name' }) as HTMLInputElement).value,
    ).toBe('Queen');
    expect(
      within(manual).getByRole('textbox', { name: 'Postcode' }).getAttribute('maxlength'),
    ).toBe('4');
    expect(
      within(manual)
        .getByRole('textbox', { name: /Street type/ })
        .getAttribute('maxlength'),
    ).toBe('16');
    expect(screen.queryByText('Selected address:', { exact: false })).toBeNull();
  });

  it('applies unit, street number and street name on change (leaving the field), the other parts on each input', async () => {
    fakeFinder();
    const onValue = vi.fn();
    const { user } = await renderInput({
      onValue,
      initial: { ...emptyAddress(), Latitude: -36.8, Longitude: 174.7 },
    });
    await user.click(screen.getByRole('button', { name: addressInputText.specifyManually }));
    await settle();

    for (const [label, typed] of [
      [/^Unit/, 'Flat 2'],
      [/^Street number/, '15A'],
      [/^Street name/, 'Queen'],
    ] as const) {
      onValue.mockClear();
      await user.type(screen.getByRole('textbox', { name: label }), typed);
      expect(onValue, String(label)).not.toHaveBeenCalled();
      await user.tab();
      expect(onValue, String(label)).toHaveBeenCalledTimes(1);
    }
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        Unit: 'Flat 2',
        StreetNumber: '15A',
        StreetName: 'Queen',
        Latitude: null,
        Longitude: null,
      }),
    );

    for (const [label, typed] of [
      [/^Street type/, 'St'],
      [/^Suburb/, 'Ponsonby'],
      [/^City/, 'Auckland'],
      [/^Postcode/, '1011'],
    ] as const) {
      onValue.mockClear();
      await user.type(screen.getByRole('textbox', { name: label }), typed);
      expect(onValue, String(label)).toHaveBeenCalledTimes(typed.length);
    }
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        StreetType: 'St',
        Suburb: 'Ponsonby',
        City: 'Auckland',
        Postcode: '1011',
      }),
    );
  });

  it('applies a street number when Enter is pressed in it', async () => {
    fakeFinder();
    const onValue = vi.fn();
    const { user } = await renderInput({ onValue });
    await user.click(screen.getByRole('button', { name: addressInputText.specifyManually }));
    await settle();
    await user.type(screen.getByRole('textbox', { name: /^Street number/ }), '2-4{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ StreetNumber: '2-4' }));
  });

  it('hides search-based errors with manual entry and shows each part’s error linked to its field', async () => {
    fakeFinder();
    const { user } = await renderInput({
      error: 'Please enter a complete address',
      errors: {
        Postcode: { kind: 'pattern', message: 'Your postcode must be 4 numbers' },
        City: 'This field is required',
      },
    });
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        searchBox()
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((part) => part.endsWith('-error'))!,
      )?.textContent,
    ).toContain('Please enter a complete address');
    await user.click(screen.getByRole('button', { name: addressInputText.specifyManually }));
    await settle();
    expect(screen.queryByText('Please enter a complete address')).toBeNull();
    expect(searchBox().getAttribute('aria-invalid')).toBeNull();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    const describedBy = postcode.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Error: Your postcode must be 4 numbers',
    );
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('still shows an error that no part explains (custom) with manual entry', async () => {
    fakeFinder();
    const { user } = await renderInput({ error: 'We need a street address, not a PO Box' });
    await user.click(screen.getByRole('button', { name: addressInputText.specifyManually }));
    await settle();
    const group = screen.getByRole('group', { name: manualAddressText.legend });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Error: We need a street address, not a PO Box',
    );
  });

  it('hides the manual fields again with the same button', async () => {
    fakeFinder();
    const { user } = await renderInput();
    const toggle = screen.getByRole('button', { name: addressInputText.specifyManually });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: manualAddressText.legend })).toBeNull();
  });
});

describe('postal addresses', () => {
  it('searches searchPostal and keeps the postal flag; a box address reads box type before number', async () => {
    const finder = fakeFinder({
      searchPostal: () => ({
        body: [{ Address: 'PO Box 5678, Wellesley Street, Auckland 1141', Id: 'box' }],
      }),
      detail: () => ({
        // A whole answer, as the server sends it: the parts a box address lacks are null.
        body: {
          ...Object.fromEntries(Object.keys(QUEEN_STREET_DETAIL).map((part) => [part, null])),
          Number: '5678',
          BoxType: 'PO Box',
          LobbyName: 'Wellesley Street',
          Mailtown: 'Auckland',
          Postcode: '1141',
        },
      }),
    });
    const onValue = vi.fn();
    const { user } = await renderInput({ postal: true, onValue });
    expect(screen.getByText(addressInputText.postalSearchHint)).toBeTruthy();
    await user.type(searchBox(), 'PO Box 5678');
    await settle(300);
    expect(finder.searches()).toEqual(['/api/address-finder/search-postal?query=PO%20Box%205678']);
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(
      screen.getByText('PO Box 5678, Wellesley Street, Auckland 1141', {
        selector: '.address-input__summary',
      }),
    ).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        Postal: true,
        BoxType: 'PO Box',
        StreetName: 'PO Box',
        StreetNumber: '5678',
      }),
    );
  });
});

describe('label, optional marker, disabled and hidden (site-and-tools §2, §5)', () => {
  it('shows "(optional)" on the search box when the input is not required, and not when it is', async () => {
    fakeFinder();
    await renderInput({ required: false });
    expect(searchBox().labels?.[0]?.textContent).toBe('Your address (optional)');
    expect(searchBox().getAttribute('aria-required')).toBeNull();
  });

  it('marks a required input as required, without "(optional)"', async () => {
    fakeFinder();
    await renderInput({ required: true });
    expect(searchBox().labels?.[0]?.textContent).toBe('Your address');
    expect(searchBox().getAttribute('aria-required')).toBe('true');
  });

  it('labels the search box "Address" when the form gives no label', async () => {
    fakeFinder();
    await renderInput({ label: undefined });
    expect(screen.getByRole('combobox', { name: addressInputText.searchLabel })).toBeTruthy();
  });

  it('can be disabled: no typing, no manual button, no lookups', async () => {
    const finder = fakeFinder();
    const { user } = await renderInput({ disabled: true });
    expect(searchBox()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: addressInputText.specifyManually })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(searchBox(), '1 Queen');
    await settle(300);
    expect(finder.calls).toEqual([]);
  });

  it('renders nothing when hidden by its condition, and fetches nothing', async () => {
    const finder = fakeFinder();
    const { container } = await renderInput({ hidden: true });
    expect(container.innerHTML).toBe('');
    expect(finder.calls).toEqual([]);
  });

  it('reports leaving the whole widget to the form, not moves inside it', async () => {
    fakeFinder();
    const onBlur = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Harness onBlur={onBlur} />
        <button type="button">After</button>
      </>,
    );
    await settle();
    await user.click(searchBox());
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
