import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the public site', () => {
  it('serves each public page with its heading in the raw HTML, before any script runs', async () => {
    for (const [path, heading] of [
      ['/', 'Personal loans, decided by people who know your town'],
      ['/loan-application/step-1/', 'Step 1 of 4'],
      ['/privacy-policy/', 'Privacy policy'],
      ['/promotions/fast-500/', 'Need $500 fast?'],
    ] as const) {
      const response = await fetch(browser.baseUrl + path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(heading);
    }
  });

  it('sends a Content Security Policy that allows no inline or third-party script', async () => {
    const response = await fetch(`${browser.baseUrl}/loan-application/step-1/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    // Exactly 'self': no 'unsafe-inline', no other origin.
    expect(policy).toMatch(/(^|;)script-src 'self';/);
    // The page data travels as JSON the browser does not execute, so hydration needs no inline script.
    expect(await response.text()).toMatch(/<script type="application\/json" id="page-data">/);
  });

  it('answers an unknown page with a 404 page that links home', async () => {
    const response = await fetch(`${browser.baseUrl}/no-such-page/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });

  it('lets a visitor go from the home page to the application by the navigation, with no axe violations', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Personal loans',
    );
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Apply now' })
      .click();
    await page.waitForURL('**/loan-application/step-1/');
    // The address changes before React renders the new page: wait for its heading.
    await page.getByRole('heading', { level: 1, name: /Step 1 of 4/ }).waitFor();
  });

  it('opens the navigation on a phone with the Menu button, by keyboard', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find a branch' })
      .click();
    await page.waitForURL('**/find-a-branch-near-you/');
    await page.getByRole('heading', { level: 1, name: 'Find a branch near you' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
