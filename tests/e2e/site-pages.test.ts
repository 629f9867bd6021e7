import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expectHeading } from './support/loan-application.ts';

const browser = useBrowser();

async function sitemapUrls(): Promise<string[]> {
  const response = await fetch(`${browser.baseUrl}/sitemap.xml`);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

const pathOf = (url: string) => new URL(url).pathname;

describe('the public pages (issue 10 "Content")', () => {
  it('lists every public page in sitemap.xml, each answering 200 with its h1, title, description and canonical in the raw HTML', async () => {
    const urls = await sitemapUrls();
    const paths = urls.map(pathOf);
    for (const path of [
      '/',
      '/personal-loans/',
      '/car-loans/',
      '/debt-consolidation/',
      '/about/',
      '/terms/',
      '/complaints/',
      '/news/',
      '/contact/',
      '/privacy-policy/',
      '/promotions/fast-500/',
      '/loan-calculator/',
      '/find-a-branch-near-you/hamilton/',
    ])
      expect(paths).toContain(path);
    // Where an application starts is listed (decision 067); the steps after it are not.
    expect(paths).toContain('/loan-application/step-1/');
    expect(paths).not.toContain('/loan-application/step-2/');
    for (const url of urls) {
      const response = await fetch(browser.baseUrl + pathOf(url));
      expect(response.status, url).toBe(200);
      // React separates adjacent texts with empty comments in the raw HTML.
      const html = (await response.text()).replace(/<!-- -->/g, '');
      expect(html, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, url).toMatch(/<title>[^<]+<\/title>/);
      expect(html, url).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, url).toContain(`<link rel="canonical" href="${url}"`);
    }
  });

  it('gives the application’s steps a meta description in the raw HTML (issue 12 finding 13)', async () => {
    const html = await (await fetch(`${browser.baseUrl}/loan-application/step-1/`)).text();
    expect(html).toMatch(
      /<meta name="description" content="Apply for a personal loan online[^"]*"/,
    );
  });

  it('paints step 1 from its HTML alone, and fetches a page’s styles only on a client-side visit (issue 12 finding 13)', async () => {
    const page = await browser.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/loan-application/step-1/');
    // Ready once the saved application was looked for: the page has hydrated.
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    const carried = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(carried.length).toBeGreaterThan(1);
    // Styled from the page's own styles, and none of them fetched again as the page hydrated.
    expect(
      await page
        .locator('.application-layout')
        .evaluate((layout) => getComputedStyle(layout).display),
    ).toBe('grid');
    expect(stylesheets.filter((file) => carried.includes(file))).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Loan calculator' })
      .click();
    await expectHeading(page, 'How much would you like to borrow?');
    // The calculator's own styles were not in step 1's page: the visit fetched them.
    expect(stylesheets.filter((file) => !carried.includes(file)).length).toBeGreaterThan(0);
  });

  it('keeps the journey pages and the API out of search engines in robots.txt', async () => {
    const text = await (await fetch(`${browser.baseUrl}/robots.txt`)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /loan-application/step-2/');
    expect(text).not.toContain('Disallow: /loan-application/step-1/');
    expect(text).toContain(`Sitemap: ${browser.baseUrl}/sitemap.xml`);
  });

  it('names the dispute resolution scheme and the FSP number in the footer of every page', async () => {
    // React separates adjacent texts with empty comments in the raw HTML.
    const html = (await (await fetch(`${browser.baseUrl}/terms/`)).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('Financial Services Complaints Limited (FSCL)');
    expect(html).toMatch(/registered financial service provider \(FSP\d+/);
  });

  it('pages through the news by keyboard, each page with its own canonical address', async () => {
    const page = await browser.newPage();
    await page.goto('/news/');
    await expectHeading(page, 'News');
    const pages = page.getByRole('navigation', { name: 'News pages' });
    await expect(
      pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const first = await page.getByRole('heading', { level: 2 }).first().textContent();
    await pages.getByRole('link', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/news/?page=2');
    await page.waitForFunction(
      (previous) => document.querySelector('main h2')?.textContent !== previous,
      first,
    );
    const raw = await (await fetch(`${browser.baseUrl}/news/?page=2`)).text();
    expect(raw).toContain(`<link rel="canonical" href="${browser.baseUrl}/news/?page=2"`);
  });

  it(
    'shows every page of the sitemap, and the unlisted ones a visitor meets, with no axe violations at 390 and 1280 px',
    { timeout: 420_000 },
    async () => {
      const listed = (await sitemapUrls()).map(pathOf);
      // The branch pages share one template: the first stands for them all.
      const branchPages = listed.filter((path) => path.startsWith('/find-a-branch-near-you/'));
      const paths = [
        ...listed.filter((path) => !branchPages.includes(path)),
        ...branchPages.slice(0, 2),
        '/sign-in/',
        '/session-timeout/',
        '/make-a-payment/result/',
        '/no-such-page/',
      ];
      const page = await browser.newPage();
      for (const path of paths) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectNoAxeViolations(page);
        }
      }
      // The 404 page's own status, which Chromium reports as a console error.
      browser.allowConsoleError(/status of 404/);
    },
  );

  it('takes a message on the contact page by keyboard, with its errors announced first, and sends the Contact event', async () => {
    const page = await browser.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/conversions/browsing'))
        events.push(JSON.parse(request.postData() ?? '{}').eventName);
    });
    await page.goto('/contact/');
    await expectHeading(page, 'Contact us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'Name',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.type('Mere Tamati');
    await page.getByLabel('Email address').fill('mere@example.co.nz');
    await page.getByLabel('Your message').fill('Please call me about repaying early.');
    await page.getByRole('button', { name: 'Send message' }).press('Enter');
    await page.getByText('Thank you: we have your message').waitFor({ timeout: 30_000 });
    await expect.poll(() => events, { timeout: 5_000 }).toContain('Contact');
  });
});
