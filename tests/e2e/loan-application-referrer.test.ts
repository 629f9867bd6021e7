import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { readEnv } from '#server/env.ts';
import { referrerLink } from '#server/referrers/referrer-link.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  fillStepOne,
  next,
  storedApplication,
  uniqueEmail,
  waitUntilReady,
} from './support/loan-application.ts';

// Issue 8 "Brokers and referrers" 1 (docs/decisions/056): a referrer's link carries its products
// signed with the referrer's key; the visitor who edits them gets none.
const browser = useBrowser();

const PRODUCTS = [
  { Name: 'Toyota Corolla 2019', Quantity: 1 },
  { Name: 'All-weather floor mats', Quantity: 4 },
];

/** Kōwhai Motors' link as its system makes it (`npm run referrer:link`), with the server's demo key. */
async function kowhaiMotorsLink(): Promise<string> {
  const link = await referrerLink({
    // The server's own DATA_DIR: the demo key it generated at start is there.
    env: readEnv({ ...process.env, DATA_DIR: inject('dataDir') }),
    referrers: loanApplicationConfig.referrers,
    code: 'kowhai-motors',
    productsJson: JSON.stringify(PRODUCTS),
    days: 1,
    now: new Date(),
    amount: '15000',
    purpose: 'Vehicle purchase',
  });
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The same link with its product list rewritten in the token, the signature left as it was. */
function withEditedProducts(link: string): string {
  const url = new URL(link, 'http://localhost');
  const [version, payload, signature] = url.searchParams.get('referrer-data')!.split('.');
  const data = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  data.products = [{ Name: 'Ferrari F40', Quantity: 1 }];
  const edited = Buffer.from(JSON.stringify(data)).toString('base64url');
  url.searchParams.set('referrer-data', [version, edited, signature].join('.'));
  return url.pathname + url.search;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Your loan details' });

async function finishStepOne(page: Page) {
  // Kōwhai Motors locks the purpose (and the amount): the link answers them.
  await fillStepOne(page, {
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: uniqueEmail('referrer'),
    purpose: null,
  });
  await next(page, 'Step 2 of 4');
}

describe('a referrer’s link to step 1 (loan-application §2 step 1, §3 ReferrerData)', () => {
  it('shows the logo, heading, intro and the signed products in "Your loan details" at 390 and 1280 px', async () => {
    const page = await browser.newPage();
    await page.goto(await kowhaiMotorsLink());
    await waitUntilReady(page);
    const panel = page.getByRole('region', { name: 'Kōwhai Motors' });
    await panel.getByRole('img', { name: 'Kōwhai Motors' }).waitFor();
    await expect(
      panel.getByRole('img', { name: 'Kōwhai Motors' }).evaluate((img: HTMLImageElement) => {
        return img.complete && img.naturalWidth > 0;
      }),
    ).resolves.toBe(true);
    await panel
      .getByRole('heading', { name: 'Finance for your next car from Kōwhai Motors' })
      .waitFor();
    await panel
      .getByText(
        'Your car and its price are filled in for you. Tell us about yourself and we will do the rest.',
      )
      .waitFor();
    await expect(summary(page).textContent()).resolves.toBe(
      'Your loan detailsLoan amount$15,000.00Loan purposeVehicle purchase' +
        'Toyota Corolla 2019Quantity 1All-weather floor matsQuantity 4',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    // The saved application holds the signed products (the server read them from the token).
    await finishStepOne(page);
    await expect(storedApplication(page)).resolves.toMatchObject({
      FormData: { Referrer: 'kowhai-motors', ReferrerData: PRODUCTS },
    });
  });

  it('shows and saves no products when the visitor edits referrer-data', async () => {
    const page = await browser.newPage();
    const edited = withEditedProducts(await kowhaiMotorsLink());
    await page.goto(edited);
    await waitUntilReady(page);
    await expect(summary(page).textContent()).resolves.toBe(
      'Your loan detailsLoan amount$15,000.00Loan purposeVehicle purchase',
    );
    // A product list typed in as JSON is no better.
    const typed = new URL(edited, 'http://localhost');
    typed.searchParams.set('referrer-data', JSON.stringify([{ Name: 'Ferrari F40', Quantity: 1 }]));
    const other = await browser.newPage();
    await other.goto(typed.pathname + typed.search);
    await waitUntilReady(other);
    await expect(other.getByText('Ferrari F40').count()).resolves.toBe(0);

    await finishStepOne(page);
    const { FormData } = await storedApplication(page);
    expect(FormData).toMatchObject({ Referrer: 'kowhai-motors' });
    expect(FormData).not.toHaveProperty('ReferrerData');
  });
});
