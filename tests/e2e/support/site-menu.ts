import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Opens the mobile navigation menu by keyboard (site-and-tools §2, under 1024 px): its links are
 * hidden until Enter on Menu expands it. `scope` holds one header (the page, or a gallery
 * example); answers the Menu button, with the menu open.
 */
export async function openMenuByKeyboard(
  scope: Page | Locator,
  navigationName: string,
): Promise<Locator> {
  const page = 'keyboard' in scope ? scope : scope.page();
  const menu = scope.getByRole('button', { name: 'Menu' });
  const link = scope
    .getByRole('navigation', { name: navigationName })
    .getByRole('link', { name: 'Loan calculator' });
  await expect(link.isVisible()).resolves.toBe(false);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
  await link.waitFor();
  return menu;
}
