import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { freePort, startAnotherServer } from './support/another-server.ts';

/**
 * A local Chatwoot, as far as the website widget sees one: the SDK script at /packs/js/sdk.js
 * whose `chatwootSDK.run` adds the chat window (an iframe of /widget) and sends `chatwoot:ready`,
 * and `$chatwoot.toggle` that shows or hides it, as Chatwoot's documented SDK does.
 */
const SDK = `
window.chatwootSDK = {
  run: function (options) {
    var frame = document.createElement('iframe');
    frame.title = 'Chat with our team';
    frame.src = options.baseUrl + '/widget?website_token=' + options.websiteToken;
    frame.hidden = true;
    document.body.appendChild(frame);
    window.$chatwoot = {
      hasLoaded: true,
      settings: window.chatwootSettings,
      toggle: function (state) { frame.hidden = state !== 'open'; },
    };
    window.dispatchEvent(new Event('chatwoot:ready'));
  },
};`;

const browser = useBrowser();
const requested: string[] = [];
let chatwoot: Server;
let chatwootOrigin: string;
let site: Awaited<ReturnType<typeof startAnotherServer>>;

beforeAll(async () => {
  const port = await freePort();
  chatwootOrigin = `http://127.0.0.1:${port}`;
  chatwoot = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/packs/js/sdk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(SDK);
    } else if (request.url?.startsWith('/widget?website_token=Wk3xTq9rPz')) {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Chat</title><main><h1>Hi, how can we help?</h1></main>');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => chatwoot.listen(port, '127.0.0.1', resolve));
  site = await startAnotherServer({
    CHAT_PROVIDER: 'chatwoot',
    CHATWOOT_BASE_URL: chatwootOrigin,
    CHATWOOT_WEBSITE_TOKEN: 'Wk3xTq9rPz',
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => chatwoot?.close(resolve));
});

describe('a self-hosted Chatwoot as the chat (site-and-tools §2, issue 23 item 11)', () => {
  it('loads nothing of the chat service until a visitor opens the chat, then opens its window', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.baseUrl}/contact/`);
    expect(response?.headers()['content-security-policy']).toContain(
      `script-src 'self' ${chatwootOrigin}`,
    );
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
    expect(requested).toEqual([]);

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chatWindow = page.frameLocator('iframe[title="Chat with our team"]');
    await expect
      .poll(() => chatWindow.getByRole('heading', { name: 'Hi, how can we help?' }).isVisible())
      .toBe(true);
    expect(requested).toEqual(['/packs/js/sdk.js', '/widget?website_token=Wk3xTq9rPz']);
    // The site's panel has handed over to the service's window, and focus is back on the button.
    await expect.poll(() => page.getByRole('dialog', { name: 'Talk to a person' }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Chat with us');
    // Its own launcher stays hidden: the site's buttons open it.
    expect(
      await page.evaluate(
        () => (window as unknown as { $chatwoot: { settings: object } }).$chatwoot.settings,
      ),
    ).toMatchObject({ hideMessageBubble: true });
  });

  it('offers the contact options when the chat service cannot be reached', async () => {
    const page = await browser.newPage();
    await page.route(`${chatwootOrigin}/**`, (route) => route.abort());
    await page.goto(`${site.baseUrl}/contact/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Talk to a person' });
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('Our online chat is not available right now. You can still reach us these ways.');
    expect(await panel.getByRole('link', { name: /Call us free/ }).isVisible()).toBe(true);
    browser.allowConsoleError(/net::ERR_FAILED/);
  });
});
