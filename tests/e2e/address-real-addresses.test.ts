import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addressInputText } from '#content/address.ts';
import { addressStatusText } from '#content/address-status.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { fillStepOne, next, uniqueEmail } from './support/loan-application.ts';

// Issue 11, item 4: real addresses as a New Zealander types them, on a 390 px phone, against the
// real address finder (the widget gallery hosts the input; the application's step 2 shows the hint).
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

async function openExample(): Promise<{ page: Page; example: ReturnType<Page['getByRole']> }> {
  const page = await browser.newPage();
  await page.goto('/dev/widget-gallery/');
  const example = page
    .getByRole('region', { name: 'Address input', exact: true })
    .getByRole('article', { name: 'Address input: default', exact: true });
  await example.waitFor();
  return { page, example };
}

describe('address search with real New Zealand addresses', () => {
  it('offers no other street for "12 Cuba Street", and carries what was typed into the manual fields', async () => {
    const { page, example } = await openExample();
    const box = example.getByRole('combobox', { name: 'Your address' });
    await box.click();
    await page.keyboard.type('12 Cuba Street');
    await example.getByText(addressStatusText.noResults).waitFor();
    await expect(example.getByRole('option').count()).resolves.toBe(0);
    await example.getByRole('button', { name: addressInputText.specifyManually }).click();
    const part = (label: string) => () =>
      example.getByRole('textbox', { name: new RegExp(`^${label}`) }).inputValue();
    await expect.poll(part('Street number')).toBe('12');
    await expect.poll(part('Street name')).toBe('Cuba');
    await expect.poll(part('Street type')).toBe('Street');
    await expectNoAxeViolations(page, '#address-input');
  });

  it('never offers a street in another town for "10 Queen"', async () => {
    const { page, example } = await openExample();
    await example.getByRole('combobox', { name: 'Your address' }).click();
    await page.keyboard.type('10 Queen');
    await example
      .getByRole('status')
      .filter({ hasText: /found|No matching/ })
      .waitFor();
    for (const text of await example.getByRole('option').allTextContents())
      expect(text).toMatch(/^10 Queen/);
  });

  it('keeps the macrons of Ōtāhuhu when typed without them', async () => {
    const { page, example } = await openExample();
    await example.getByRole('combobox', { name: 'Your address' }).click();
    await page.keyboard.type('1 Atkinson Avenue Otahuhu');
    await example
      .getByRole('option', { name: /Ōtāhuhu, Auckland 1062/ })
      .first()
      .waitFor();
  });

  it('never covers "Specify address manually" with the suggestion list', async () => {
    const { page, example } = await openExample();
    await example.getByRole('combobox', { name: 'Your address' }).click();
    await page.keyboard.type('1 Queen');
    await example.getByRole('option').first().waitFor();
    const toggle = example.getByRole('button', { name: addressInputText.specifyManually });
    await toggle.scrollIntoViewIfNeeded();
    await expect(
      example.getByRole('combobox', { name: 'Your address' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    const box = await toggle.boundingBox();
    if (!box) throw new Error('the toggle is shown');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(addressInputText.specifyManually);
  });

  it('shows the nearest branch for a demo address on step 2', async () => {
    const page = await browser.newPage();
    await page.goto('/loan-application/step-1/');
    await fillStepOne(page, { firstName: 'Aroha', lastName: 'Ngata', email: uniqueEmail('cuba') });
    await next(page, 'Step 2 of 4');
    await page
      .getByRole('combobox', { name: 'Your home address' })
      .fill('1 Cuba Street Mount Cook');
    await page
      .getByRole('option', { name: /1 Cuba Street, Mount Cook, Wellington/ })
      .first()
      .click();
    await page.getByText(/Selected address/).waitFor();
    await page.getByText('Your nearest branch is Wellington.').waitFor();
  });
});
