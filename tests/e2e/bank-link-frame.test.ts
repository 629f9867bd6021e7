import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

// Issue 23 item 2 (site-and-tools §9 "Iframe resizer defaults"; decision 100): on a phone the bank
// link's frame is as tall as its content, so the page scrolls and the frame never does.
const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const FRAME = 'iframe[title="Connect your bank"]';

async function openBankLink(page: Page): Promise<FrameLocator> {
  await page.goto('/bank-statements/');
  await page.getByRole('textbox', { name: /^Customer Number/ }).fill('42');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator(FRAME).waitFor();
  return page.frameLocator(FRAME);
}

/** The frame element's height and its content's, and whether the content scrolls inside it. */
async function fit(page: Page) {
  const frameHeight = await page
    .locator(FRAME)
    .evaluate((element) => Math.round(element.getBoundingClientRect().height));
  const inner = await page
    .frameLocator(FRAME)
    .locator('html')
    .evaluate((html) => ({
      content: Math.ceil(html.getBoundingClientRect().height),
      scrolls: html.scrollHeight > html.clientHeight + 1,
    }));
  return { frameHeight, ...inner };
}

/** Waits until the frame is as tall as its content (a border more at most) and does not scroll. */
async function expectSizedToContent(page: Page) {
  await expect
    .poll(async () => {
      const { frameHeight, content, scrolls } = await fit(page);
      return !scrolls && frameHeight >= content && frameHeight <= content + 4;
    })
    .toBe(true);
}

describe("the bank link's frame on a 390 px phone (issue 23 item 2)", () => {
  it('grows to its content on every page of the bank link, with no scrolling inside', async () => {
    const page = await browser.newPage();
    const frame = await openBankLink(page);
    await frame.getByRole('heading', { name: 'Choose your bank' }).waitFor();
    await expectSizedToContent(page);
    await frame.getByRole('radio', { name: 'ASB' }).check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('User name').fill('demo');
    await frame.getByLabel('Password').fill('wrong');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await frame.getByText('Those details are not right.').waitFor();
    await expectSizedToContent(page);
    const signInHeight = (await fit(page)).frameHeight;
    await frame.getByLabel('User name').fill('demo');
    await frame.getByLabel('Password').fill('demo');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await frame.getByRole('heading', { name: 'Choose the accounts to share' }).waitFor();
    await expectSizedToContent(page);
    // Each page its own height: the frame follows its content, not a fixed box.
    expect((await fit(page)).frameHeight).not.toBe(signInHeight);
  });

  it('ignores a size message that comes from another origin or another window', async () => {
    const page = await browser.newPage();
    // A page of another origin, framed by this one, posts both resizer protocols' messages. The
    // site's own policy would not let this page frame another site: the test lifts it to forge.
    await page.route('**/bank-statements/', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.route('http://another-site.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          parent.postMessage({ type: 'iframe-resized', width: 390, height: 3000 }, '*');
          parent.postMessage('[iFrameSizer]ID:3000:390:resizeObserver', '*');
          parent.postMessage('posted', '*');
        </script>`,
      }),
    );
    const frame = await openBankLink(page);
    await frame.getByRole('heading', { name: 'Choose your bank' }).waitFor();
    await expectSizedToContent(page);
    const before = (await fit(page)).frameHeight;
    const forged = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.data === 'posted') resolve(event.origin);
          });
          const other = document.createElement('iframe');
          other.title = 'Another site';
          other.src = 'http://another-site.example/';
          document.body.append(other);
        }),
    );
    expect(forged).toBe('http://another-site.example');
    // And this page's own window posting to itself, as a script injected into it would.
    await page.evaluate(() => {
      window.postMessage({ type: 'iframe-resized', width: 390, height: 3000 }, '*');
      window.postMessage('[iFrameSizer]ID:3000:390:resizeObserver', '*');
    });
    // The frame's own next size report (a new page inside it) is what moves it, nothing else.
    await expectSizedToContent(page);
    expect((await fit(page)).frameHeight).toBe(before);
  });
});
