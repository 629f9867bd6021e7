import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

async function openGallery(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/dev/widget-gallery/');
  await page.getByRole('heading', { level: 1, name: 'Widget gallery' }).waitFor();
  return page;
}

/** One example, found as a person would: the widget's region, then the example's article. */
const example = (page: Page, widget: string, name: string) =>
  page
    .getByRole('region', { name: widget, exact: true })
    .getByRole('article', { name: `${widget}: ${name}`, exact: true });

describe('the widget gallery (development only, in the e2e build)', () => {
  it('shows every example of every widget with no axe violations', async () => {
    const page = await openGallery();
    const widgets = await page.getByRole('region').count();
    const examples = await page.getByRole('article').count();
    expect(widgets).toBeGreaterThanOrEqual(12);
    expect(examples).toBeGreaterThanOrEqual(55);
    await expectNoAxeViolations(page);
  });

  it('moves the range with the arrow keys, Home and End, showing and telling the value', async () => {
    const page = await openGallery();
    const slider = example(page, 'Range (slider)', 'default').getByRole('slider', {
      name: 'Loan term',
    });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('18 months');
    await expect(
      example(page, 'Range (slider)', 'default')
        .getByText('18 months', { exact: true })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.keyboard.press('End');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('60 months');
    await page.keyboard.press('Home');
    await expect(slider.inputValue()).resolves.toBe('6');

    const amounts = example(page, 'Range (slider)', 'from a list of amounts').getByRole('slider');
    await amounts.focus();
    await page.keyboard.press('ArrowRight');
    await expect(amounts.getAttribute('aria-valuetext')).resolves.toBe('$7,500');
  });

  it('takes a date of birth by keyboard alone, tabbing day, month, year', async () => {
    const page = await openGallery();
    const dob = example(page, 'Date of birth', 'default');
    await dob.getByRole('combobox', { name: 'Day' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(
      dob.getByRole('combobox', { name: 'Month' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(
      dob.getByRole('textbox', { name: 'Year' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type('1990');
    await expect(dob.locator('input[type=hidden]').inputValue()).resolves.toBe('1990/01/01');
  });

  it('adds an income row and puts the focus in its amount', async () => {
    const page = await openGallery();
    const income = example(page, 'Income', 'default');
    await income.getByRole('button', { name: 'Add another income' }).press('Enter');
    const second = income.getByRole('group', { name: 'Income 2' });
    // The gallery is server-rendered: a press before the script has run is replayed by React once
    // it has, and the focus follows a moment later.
    await expect
      .poll(() =>
        second
          .getByRole('textbox', { name: 'Amount' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('250');
    await income.getByRole('button', { name: 'Remove income 2' }).click();
    await expect(income.getByRole('group', { name: 'Income 2' }).count()).resolves.toBe(0);
  });
});
