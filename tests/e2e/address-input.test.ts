import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addressInputText } from '#content/address.ts';
import { manualAddressText } from '#content/manual-address.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { fillStepOne, next, uniqueEmail } from './support/loan-application.ts';

// The address input (site-and-tools §2, §4, §8) against the real address finder of the server,
// hosted by the widget gallery, which the e2e build includes (src/web/app/dev-routes.tsx).
const browser = useBrowser();

async function openExample(
  name: string,
): Promise<{ page: Page; example: ReturnType<Page['getByRole']> }> {
  const page = await browser.newPage();
  await page.goto('/dev/widget-gallery/');
  const example = page
    .getByRole('region', { name: 'Address input', exact: true })
    .getByRole('article', { name: `Address input: ${name}`, exact: true });
  await example.waitFor();
  return { page, example };
}

const isFocused = (locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((element) => element === document.activeElement);

describe('the address input in a browser, with the real address finder', () => {
  it('finds "1 Queen", lets a keyboard user pick a suggestion and shows its summary, with no axe violations', async () => {
    const { page, example } = await openExample('default');
    const box = example.getByRole('combobox', { name: 'Your address' });
    await box.focus();
    await page.keyboard.type('1 Queen');
    const options = example.getByRole('option');
    await options.first().waitFor();
    const texts = await options.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(10);
    for (const text of texts) expect(text).toMatch(/queen/i);
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(example.getByRole('status').textContent()).resolves.toMatch(/found/);
    await expectNoAxeViolations(page, '#address-input');

    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(
      await first.getAttribute('id'),
    );
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');

    const summary = example.getByText(`${addressInputText.selectedLabel}:`);
    await summary.waitFor();
    const summaryText = (await summary.locator('..').textContent()) ?? '';
    expect(summaryText).toMatch(/Queen/);
    expect(summaryText).toMatch(/\d{4}$/);
    await expect(box.inputValue()).resolves.toBe('');
    await expect(isFocused(box)).resolves.toBe(true);
    await expectNoAxeViolations(page, '#address-input');
  });

  it('closes the suggestions with Escape and keeps the focus in the box', async () => {
    const { page, example } = await openExample('default');
    const box = example.getByRole('combobox', { name: 'Your address' });
    await box.focus();
    await page.keyboard.type('1 Queen');
    await example.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(example.getByRole('option').count()).resolves.toBe(0);
    await expect(isFocused(box)).resolves.toBe(true);
  });

  it('searches postal addresses in the postal input and reads a box address box type first (site-and-tools §4)', async () => {
    const { page, example } = await openExample('postal');
    const box = example.getByRole('combobox', { name: 'Postal address' });
    const searched = page.waitForResponse((response) =>
      response.url().includes('/api/address-finder/search-postal?query='),
    );
    await box.focus();
    await page.keyboard.type('PO Box 1');
    expect((await searched).status()).toBe(200);
    const option = example.getByRole('option', { name: /^PO Box 1/ }).first();
    await option.waitFor();
    const optionIndex = (await example.getByRole('option').allTextContents()).findIndex((text) =>
      /^PO Box 1/.test(text),
    );
    for (let i = 0; i <= optionIndex; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const summary = example.getByText(`${addressInputText.selectedLabel}:`).locator('..');
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toMatch(
      new RegExp(`^${addressInputText.selectedLabel}: PO Box 1\\d*, .+ \\d{4}$`),
    );
  });

  it('switches to manual entry with the configured message when search fails, and takes the address by keyboard', async () => {
    const { page, example } = await openExample('default');
    await page.route('**/api/address-finder/search?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal Server Error"}',
      }),
    );
    const box = example.getByRole('combobox', { name: 'Your address' });
    await box.focus();
    await page.keyboard.type('1 Queen');
    const alert = example.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(manualAddressText.searchUnavailable);
    await expect(box.inputValue()).resolves.toBe('');
    await expect(
      example
        .getByRole('button', { name: addressInputText.specifyManually })
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    browser.allowConsoleError(/status of 500/);

    await example.getByRole('textbox', { name: /^Unit/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('15A');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Queen');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Street');
    await expect(isFocused(example.getByRole('textbox', { name: /^Street type/ }))).resolves.toBe(
      true,
    );
    await example.getByRole('textbox', { name: 'City' }).fill('Auckland');
    await example.getByRole('textbox', { name: 'Postcode' }).fill('1010');
    await example.getByRole('button', { name: addressInputText.specifyManually }).press('Enter');
    await expect(
      example.getByText(`${addressInputText.selectedLabel}:`).locator('..').textContent(),
    ).resolves.toBe(`${addressInputText.selectedLabel}: 15A Queen Street, Auckland 1010`);
    await expectNoAxeViolations(page, '#address-input');
  });

  it('on step 2 of the application: a newcomer types "1 Queen", picks a suggestion by keyboard and sees the summary (issue 3)', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, {
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: uniqueEmail('address-input'),
    });
    await next(page, 'Step 2 of 4');
    const box = page.getByRole('combobox', { name: 'Your home address' });
    await box.focus();
    await page.keyboard.type('1 Queen');
    const first = page
      .getByRole('listbox', { name: addressInputText.suggestionsLabel })
      .getByRole('option')
      .first();
    await first.waitFor();
    const chosen = (await first.textContent()) ?? '';
    expect(chosen).toMatch(/queen/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const summary = page.getByText(`${addressInputText.selectedLabel}:`).locator('..');
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toMatch(/Queen.* \d{4}$/);
    await expectNoAxeViolations(page, '.address-input');
  });
});
