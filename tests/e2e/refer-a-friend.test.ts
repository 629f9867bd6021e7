import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '#content/accounts.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the refer-a-friend page (site-and-tools §2, §4, §5 "Refer", §6)', () => {
  it("shows the spec's messages for bad input, with 'Please select' first", async () => {
    const page = await browser.newPage();
    await page.goto('/refer-a-friend/');
    const branch = page.getByLabel('Branch');
    await expect(branch.locator('option').first().textContent()).resolves.toBe('Please select');
    await page.getByRole('button', { name: 'Refer my friend' }).click();
    await page.getByText('Could not submit the form. There were 5 errors.').waitFor();
    for (const message of [
      'Please enter your full name',
      'Please select a branch',
      "Please enter your friend's name",
      "Please enter your friend's phone number",
      "Please enter your friend's email address",
    ])
      await page.getByText(message).waitFor();
    await page.getByLabel("Your friend's phone").fill('call me');
    await page.getByLabel("Your friend's email").fill('hemi@');
    await page.getByText('Please add a valid phone number').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await expectAccessible(page);
  });

  it('an anonymous visitor refers a friend and sees the confirmation', async () => {
    const page = await browser.newPage();
    await page.goto('/refer-a-friend/');
    await page.getByLabel('Your full name').fill('Aroha Ngata');
    await page.getByLabel('Branch').selectOption({ index: 1 });
    await page.getByLabel("Your friend's name").fill('Hemi Walker');
    await page.getByLabel("Your friend's phone").fill('021 555 0123');
    await page.getByLabel("Your friend's email").fill('hemi@example.co.nz');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/refer'));
    await page.getByRole('button', { name: 'Refer my friend' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ Name: 'Aroha Ngata', FriendName: 'Hemi Walker' });
    expect(body.BranchName).toBeTruthy();
    expect(body).not.toHaveProperty('CustomerNumber');
    await page.getByText('will be in touch with your friend soon').waitFor();
    await expectAccessible(page);
  });

  it('a failure shows the configured failure message', async () => {
    const page = await browser.newPage();
    await page.route('**/api/refer', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/refer-a-friend/');
    await page.getByLabel('Your full name').fill('Aroha Ngata');
    await page.getByLabel('Branch').selectOption({ index: 1 });
    await page.getByLabel("Your friend's name").fill('Hemi Walker');
    await page.getByLabel("Your friend's phone").fill('021 555 0123');
    await page.getByLabel("Your friend's email").fill('hemi@example.co.nz');
    await page.getByRole('button', { name: 'Refer my friend' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Sorry, we could not send your referral. Please try again later.',
    );
    browser.allowConsoleError(/status of 500/);
  });

  it("a signed-in customer refers a friend: name and branch are not asked (the customer's branch is matched by name)", async () => {
    const page = await browser.newPage();
    const customer = demoAccounts.find((account) => account.kind === 'customer')!;
    const signedIn = await page.request.post('/api/session/sign-in', {
      data: { email: customer.email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/refer-a-friend/');
    await page.getByLabel("Your friend's name").waitFor();
    await expect(page.getByLabel('Your full name').count()).resolves.toBe(0);
    await expect(page.getByLabel('Branch').count()).resolves.toBe(0);
    await page.getByLabel("Your friend's name").fill('Hemi Walker');
    await page.getByLabel("Your friend's phone").fill('021 555 0123');
    await page.getByLabel("Your friend's email").fill('hemi@example.co.nz');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/refer'));
    await page.getByRole('button', { name: 'Refer my friend' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).not.toHaveProperty('Name');
    expect(body.BranchName).toBe(customer.branchName);
    await page.getByText('will be in touch with your friend soon').waitFor();
    await expectAccessible(page);
  });
});
