import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '#web/router/router.tsx';
import { calculatorConfig } from '#content/calculator.ts';
import type { CalculatorConfig } from '#domain/calculator/calculator.ts';
import { LoanCalculator } from './loan-calculator.tsx';

const CONFIG: CalculatorConfig = {
  ...calculatorConfig,
  DefaultAmount: 5000,
  DefaultInterest: 12.95,
  DefaultTerm: 36,
  AmountRanges: [1000, 5000, 20000, 80000],
  InterestRanges: [9.95, 12.95],
  TermRanges: [6, 12, 24, 36, 60],
  EstablishmentFeeRanges: [
    { Start: 1000, End: 2999, Amount: 240 },
    { Start: 3000, End: 50000, Amount: 340 },
  ],
  PerPaymentFee: 2.5,
  MinimumWeeklyPayment: 25,
  CanContinue: true,
  LoanAppUrl: '/loan-application/step-1/',
  NewAppUrl: '/loan-application/step-1/',
  ApplicationResumeStatement: 'Started already? Pick up where you left off.',
  CalculatorDisclaimer: 'An estimate only.',
  RatesLink: { Url: '/rates/', Name: 'Our rates', Target: '_blank' },
};

let posts: { path: string; body: Record<string, unknown> }[];

// The tracker's posts load on demand: loaded once here, each test's events are sent within it.
beforeAll(async () => {
  await import('#web/site/tracking/tracker.on-demand.ts');
});

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      posts.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response('{"recorded":true}', { status: 202 });
    }),
  );
});
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCalculator(config: CalculatorConfig = CONFIG, applicationInProgress = true) {
  render(
    <MemoryRouter initialEntries={['/loan-calculator/']}>
      <Routes>
        <Route
          path="/loan-calculator/"
          element={<LoanCalculator config={config} applicationInProgress={applicationInProgress} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const slide = (name: string, index: number) =>
  fireEvent.change(slider(name), { target: { value: String(index) } });

describe('the loan calculator (site-and-tools §2 "Loan calculator", §4, §9)', () => {
  it('shows its title, three labelled sliders with spoken values, and the default figures', () => {
    renderCalculator();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How much would you like to borrow?' }),
    ).toBeTruthy();
    expect(slider('Loan amount').getAttribute('aria-valuetext')).toBe('$5,000.00');
    expect(slider('Interest rate').getAttribute('aria-valuetext')).toBe('12.95% per year');
    expect(slider('Loan term').getAttribute('aria-valuetext')).toBe('36 months');
    // (5000 + 340) at 12.95 % over 156 weeks: 41.35 rounded, then the $2.50 fee.
    expect(figure('Weekly')).toBe('$43.85');
    expect(figure('Total repayable (weekly instalments)')).toBe('$6,840.60');
    expect(figure('Fortnightly')).toMatch(/^\$\d+\.\d{2}$/);
    expect(figure('Monthly')).toMatch(/^\$\d+\.\d{2}$/);
  });

  it('recalculates when a slider changes', () => {
    renderCalculator();
    slide('Loan amount', 2);
    expect(slider('Loan amount').getAttribute('aria-valuetext')).toBe('$20,000.00');
    expect(figure('Weekly')).not.toBe('$43.85');
  });

  it('offers only terms whose weekly payment reaches the minimum, taking the longest left', () => {
    renderCalculator();
    slide('Loan term', 4);
    expect(slider('Loan term').getAttribute('aria-valuetext')).toBe('60 months');
    slide('Loan amount', 0);
    // $1,240 over 24 months or more is under $25 a week; 12 months is the longest left.
    expect(slider('Loan term').getAttribute('aria-valuetext')).toBe('12 months');
    expect(slider('Loan term').max).toBe('1');
  });

  it('shows the spec’s problem message and hides the results when no fee band covers the amount (§8)', () => {
    renderCalculator();
    slide('Loan amount', 3);
    expect(screen.getByText('Sorry, there has been a problem.')).toBeTruthy();
    expect(screen.queryByText('Weekly')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('sends the engagement event once, on the first slider use (§7)', async () => {
    renderCalculator();
    slide('Loan amount', 2);
    slide('Interest rate', 0);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts).toEqual([
      {
        path: '/api/conversions/browsing',
        body: { eventName: 'Calculator engagement', sourceUrl: '/loan-calculator/' },
      },
    ]);
  });

  it('"Apply now" leaves the six figures for the application, sends its events and goes to step 1', async () => {
    const user = renderCalculator();
    slide('Loan amount', 2);
    await user.click(screen.getByRole('link', { name: 'Apply now' }));
    expect(await screen.findByTestId('path')).toHaveProperty(
      'textContent',
      '/loan-application/step-1/',
    );
    expect({ ...localStorage }).toEqual({
      'calculator-amount': '20000',
      'calculator-term': '36',
      'calculator-interest': '12.95',
      'calculator-repaymentW': expect.stringMatching(/^\d+(\.\d{1,2})?$/),
      'calculator-repaymentF': expect.stringMatching(/^\d+(\.\d{1,2})?$/),
      'calculator-repaymentM': expect.stringMatching(/^\d+(\.\d{1,2})?$/),
    });
    expect(posts.map((post) => post.body.eventName)).toEqual([
      'Calculator engagement',
      'Apply-Now-Button-Click',
    ]);
  });

  it('has no "Apply now" without a new-application URL, and no banner without resume', () => {
    renderCalculator({ ...CONFIG, NewAppUrl: null, CanContinue: false });
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Continue my application' })).toBeNull();
    expect(screen.queryByText('Started already? Pick up where you left off.')).toBeNull();
  });

  it('offers no "Continue my application" to a visitor with no application in progress', () => {
    renderCalculator(CONFIG, false);
    expect(screen.queryByRole('region', { name: 'Continue my application' })).toBeNull();
    expect(screen.queryByText('Started already? Pick up where you left off.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeTruthy();
  });

  it('shows the dismissible "Continue my application" banner, the resume statement and the disclaimer', async () => {
    const user = renderCalculator();
    const banner = screen.getByRole('region', { name: 'Continue my application' });
    expect(
      within(banner).getByRole('link', { name: 'Continue my application' }).getAttribute('href'),
    ).toBe('/loan-application/step-1/');
    expect(screen.getByText('Started already? Pick up where you left off.')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Close Continue my application' }));
    expect(screen.queryByRole('region', { name: 'Continue my application' })).toBeNull();
    const rates = screen.getByRole('link', { name: /^Our rates\s*\(opens in a new tab\)$/ });
    expect(rates.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/An estimate only\./)).toBeTruthy();
  });

  it('has the demo configuration’s defaults among its slider stops', () => {
    expect(calculatorConfig.AmountRanges).toContain(calculatorConfig.DefaultAmount);
    expect(calculatorConfig.InterestRanges).toContain(calculatorConfig.DefaultInterest);
    expect(calculatorConfig.TermRanges).toContain(calculatorConfig.DefaultTerm);
  });
});
