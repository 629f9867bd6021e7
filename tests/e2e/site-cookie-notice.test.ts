import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the cookie notice, through the permissions model (site-and-tools §4)', () => {
  it('shows until the visitor presses Got it, then stores YES_AUTO and stays away', async () => {
    const page = await browser.newPage();
    await page.goto('/about/');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await notice.waitFor();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => localStorage.getItem('permission:cookie'))).resolves.toBe(
      'YES_AUTO',
    );
    await page.goto('/terms/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(notice.count()).resolves.toBe(0);
  });
});
