import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { browsingEvents } from './support/conversions.ts';
import { fillStepOne, next, uniqueEmail, waitUntilReady } from './support/loan-application.ts';

const browser = useBrowser();
const CALCULATOR = '/loan-calculator/';

interface Config {
  EstablishmentFeeRanges: { Start: number; End: number; Amount: number }[];
  PerPaymentFee: number;
  MinimumWeeklyPayment: number;
  TermRanges: number[];
  DefaultAmount: number;
  DefaultInterest: number;
  DefaultTerm: number;
}

/** The configuration the page runs on, from its public call (site-and-tools §3). */
async function served(): Promise<Config> {
  const response = await fetch(`${browser.baseUrl}/api/calculator/config`);
  expect(response.status).toBe(200);
  return (await response.json()) as Config;
}

/**
 * The figures computed here, independently of the site's code: numpy-financial's pmt (fv 0, paid
 * at period end: pmt = -pv·(1+r)^n / (((1+r)^n − 1) / r)), then site-and-tools §9's rules.
 */
function pmt(rate: number, nper: number, pv: number): number {
  if (rate === 0) return -pv / nper;
  const growth = (1 + rate) ** nper;
  return -(pv * growth) / ((growth - 1) / rate);
}
const cents = (dollars: number) => Math.round(dollars * 100) / 100;
const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

function expected(config: Config, amount: number, ratePercent: number, term: number) {
  const fee = config.EstablishmentFeeRanges.find((r) => amount >= r.Start && amount <= r.End)!;
  const pay = (perYear: number, periods: number) =>
    cents(
      cents(-pmt(ratePercent / 100 / perYear, periods, amount + fee.Amount)) + config.PerPaymentFee,
    );
  const weeks = (term / 12) * 52;
  const weekly = pay(52, weeks);
  return {
    Weekly: weekly,
    Fortnightly: pay(26, term === 3 ? 6 : (term / 12) * 26),
    Monthly: pay(12, term),
    total: cents(weekly * weeks),
  };
}

const offeredTerms = (config: Config, amount: number, rate: number) =>
  config.TermRanges.filter(
    (term) => expected(config, amount, rate, term).Weekly >= config.MinimumWeeklyPayment,
  );

const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const figure = (page: Page, label: string) =>
  page
    .locator('.calculator__results dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const number = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** What the sliders say, read as a person hears them. */
async function position(page: Page) {
  return {
    amount: number(await slider(page, 'Loan amount').getAttribute('aria-valuetext')),
    rate: number(await slider(page, 'Interest rate').getAttribute('aria-valuetext')),
    term: number(await slider(page, 'Loan term').getAttribute('aria-valuetext')),
  };
}

async function expectFigures(page: Page, config: Config) {
  const { amount, rate, term } = await position(page);
  const want = expected(config, amount, rate, term);
  await expect(figure(page, 'Weekly').textContent()).resolves.toBe(nzd.format(want.Weekly));
  await expect(figure(page, 'Fortnightly').textContent()).resolves.toBe(
    nzd.format(want.Fortnightly),
  );
  await expect(figure(page, 'Monthly').textContent()).resolves.toBe(nzd.format(want.Monthly));
  await expect(figure(page, 'Total repayable (weekly instalments)').textContent()).resolves.toBe(
    nzd.format(want.total),
  );
  const offered = offeredTerms(config, amount, rate);
  expect(offered).toContain(term);
  await expect(slider(page, 'Loan term').getAttribute('max')).resolves.toBe(
    String(offered.length - 1),
  );
  return { amount, rate, term };
}

/** Opens the calculator and waits for the page to have hydrated (its ViewContent event is sent then). */
async function openCalculator(page: Page) {
  const viewed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/conversions/browsing') &&
      (request.postDataJSON() as { eventName: string }).eventName === 'ViewContent',
  );
  await page.goto(CALCULATOR);
  await viewed;
}

describe('the loan calculator (site-and-tools §2, §4, §9)', () => {
  it('serves the default figures in the raw HTML, before any script runs', async () => {
    const config = await served();
    const html = await (await fetch(browser.baseUrl + CALCULATOR)).text();
    const want = expected(config, config.DefaultAmount, config.DefaultInterest, config.DefaultTerm);
    expect(html).toContain('How much would you like to borrow?');
    for (const dollars of [want.Weekly, want.Fortnightly, want.Monthly, want.total])
      expect(html).toContain(nzd.format(dollars));
  });

  it('matches an independent computation at several slider positions, moved by keyboard', async () => {
    const config = await served();
    const page = await browser.newPage();
    await openCalculator(page);
    expect(await expectFigures(page, config)).toEqual({
      amount: config.DefaultAmount,
      rate: config.DefaultInterest,
      term: config.DefaultTerm,
    });

    // The first press is heard before the next: it asks for the calculator's code, which then
    // takes the moved slider (docs/decisions/162).
    const shown = await slider(page, 'Loan amount').getAttribute('aria-valuetext');
    await slider(page, 'Loan amount').press('ArrowRight');
    await expect
      .poll(() => slider(page, 'Loan amount').getAttribute('aria-valuetext'))
      .not.toBe(shown);
    await slider(page, 'Loan amount').press('ArrowRight');
    await slider(page, 'Interest rate').press('End');
    await expectFigures(page, config);

    await slider(page, 'Loan term').press('End');
    const before = await expectFigures(page, config);
    await slider(page, 'Loan amount').press('Home');
    // The longest term still offered takes over when the chosen one goes (§9).
    const offered = offeredTerms(config, (await position(page)).amount, before.rate);
    const after = await expectFigures(page, config);
    expect(after.term).toBe(offered.includes(before.term) ? before.term : Math.max(...offered));

    await slider(page, 'Interest rate').press('Home');
    await slider(page, 'Loan amount').press('End');
    await slider(page, 'Loan term').press('Home');
    await expectFigures(page, config);
  });

  it('"Apply now" carries the amount into step 1, which reads the hand-off once; each event is stored once', async () => {
    const page = await browser.newPage();
    const events = browsingEvents(page);
    await openCalculator(page);
    const amount = slider(page, 'Loan amount');
    // Each press heard before the next, as a person does: the first one asks for the calculator's
    // code, which then takes the moved slider (docs/decisions/162).
    while ((await amount.getAttribute('aria-valuetext')) !== '$10,000.00') {
      const heard = await amount.getAttribute('aria-valuetext');
      await amount.press('ArrowRight');
      await expect.poll(() => amount.getAttribute('aria-valuetext')).not.toBe(heard);
    }
    await page
      .getByRole('region', { name: 'How much would you like to borrow?' })
      .getByRole('link', { name: 'Apply now' })
      .click();
    await page.waitForURL('**/loan-application/step-1/');
    await waitUntilReady(page);
    await expect(
      page
        .getByRole('slider', { name: 'How much would you like to borrow?' })
        .getAttribute('aria-valuetext'),
    ).resolves.toBe('$10,000');
    await expect(
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('calculator-'))),
    ).resolves.toEqual([]);
    // The first slider use is the engagement; "Apply now" after it is only the apply click (§7).
    await expect.poll(() => events.length).toBe(4);
    await page.waitForLoadState('networkidle');
    expect(events).toEqual([
      { eventName: 'ViewContent', sourceUrl: CALCULATOR, status: 202 },
      { eventName: 'Calculator engagement', sourceUrl: CALCULATOR, status: 202 },
      { eventName: 'Apply-Now-Button-Click', sourceUrl: CALCULATOR, status: 202 },
      { eventName: 'Application-Step1', sourceUrl: '/loan-application/step-1/', status: 202 },
    ]);
  });

  it('leaves its figures when it calculates, so the header’s "Apply now" starts with them (issue 23, item 7)', async () => {
    const page = await browser.newPage();
    await openCalculator(page);
    const amount = slider(page, 'Loan amount');
    // Each press heard before the next, as a person does: the first one asks for the calculator's
    // code, which then takes the moved slider (docs/decisions/162).
    while ((await amount.getAttribute('aria-valuetext')) !== '$10,000.00') {
      const heard = await amount.getAttribute('aria-valuetext');
      await amount.press('ArrowRight');
      await expect.poll(() => amount.getAttribute('aria-valuetext')).not.toBe(heard);
    }
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('calculator-amount')))
      .toBe('10000');
    await expect(
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('calculator-'))
          .sort(),
      ),
    ).resolves.toEqual([
      'calculator-amount',
      'calculator-interest',
      'calculator-repaymentF',
      'calculator-repaymentM',
      'calculator-repaymentW',
      'calculator-term',
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'Apply now' }).first().click();
    await page.waitForURL('**/loan-application/step-1/');
    await waitUntilReady(page);
    await expect(
      page
        .getByRole('slider', { name: 'How much would you like to borrow?' })
        .getAttribute('aria-valuetext'),
    ).resolves.toBe('$10,000');
    // Read once and cleared.
    await expect(
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('calculator-'))),
    ).resolves.toEqual([]);
  });

  it('offers "Continue my application" only once the visitor has one, and it resumes it (issue 11)', async () => {
    const page = await browser.newPage();
    await openCalculator(page);
    await expect(
      page.getByRole('region', { name: 'Continue my application' }).count(),
    ).resolves.toBe(0);

    // The same browser starts an application: its session now holds it (decision 059).
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Mere', lastName: 'Tipene', email: uniqueEmail('calc') });
    await next(page, 'Step 2 of 4');

    await openCalculator(page);
    await expectNoAxeViolations(page);
    const banner = page.getByRole('region', { name: 'Continue my application' });
    // A press before the calculator's code has come takes effect once it has (decision 162).
    await banner.getByRole('button', { name: 'Close Continue my application' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const link = page.getByRole('link', { name: 'Continue my application' });
    await expect(link.isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await link.click();
    await waitUntilReady(page);
    await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe('Mere');
  });
});
