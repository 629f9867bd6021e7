import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAIN_STAGES, STAGE_LABELS, type FunnelAnswer } from '#domain/insight/funnel.ts';
import { expectedFacts, makePopulation, type Journey } from '#server/insight/population.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { STAFF_LOGIN, walkJourney } from './support/insight-journeys.ts';

const browser = useBrowser();

// This run's own channel: other browser tests make journeys on the same server at the same time,
// so the figures compared here are those of this channel only.
const NONCE = randomBytes(4).toString('hex');
const ENTRY = { utmSource: `insight${NONCE}`, utmMedium: 'e2e' };
const CHANNEL = `utm:insight${NONCE}/e2e`;
const population: Journey[] = makePopulation(12, 2211).map((journey) => ({
  ...journey,
  visitId: `e2e-${NONCE}-${journey.index.toString().padStart(4, '0')}-visit`,
  entry: ENTRY,
  decision: null,
}));

/** Every journey started today or yesterday in New Zealand; a range around now takes them all. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(-2), to: day(2) };

async function signedInStaffPage(): Promise<Page> {
  const page = await browser.newDevicePage();
  const signIn = await page.request.post('/api/session/sign-in', { data: STAFF_LOGIN });
  expect(signIn.status()).toBe(200);
  return page;
}

/** The journeys reaching each main stage, from the population alone. */
function expectedStages(journeys: Journey[]): Record<string, number> {
  const facts = journeys.map((journey) => ({ journey, ...expectedFacts(journey) }));
  const count = (test: (fact: (typeof facts)[number]) => boolean) => facts.filter(test).length;
  const reached: Record<string, number> = {
    started: facts.length,
    submitted: count((f) => f.journey.submits),
    decided: 0,
    approved: 0,
  };
  for (const step of [1, 2, 3, 4]) {
    reached[`step-${step}-viewed`] = count((f) => f.viewed(step));
    reached[`step-${step}-saved`] = count((f) => f.saved(step));
  }
  return reached;
}

/** Failures and last-touched counts by field, from the population alone. */
function expectedFields(journeys: Journey[]) {
  const fields = new Map<string, { failures: number; lastTouched: number }>();
  const row = (field: string) => {
    if (!fields.has(field)) fields.set(field, { failures: 0, lastTouched: 0 });
    return fields.get(field)!;
  };
  for (const journey of journeys) {
    for (const field of Object.keys(journey.failure?.fields ?? {}))
      row(field).failures += journey.failedSubmits;
    const last = expectedFacts(journey).lastField;
    if (last) row(last).lastTouched += 1;
  }
  return fields;
}

/** A table's body rows as text, keyed by each row's header cell. */
async function tableRows(page: Page, caption: string): Promise<Map<string, string[]>> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  const found = new Map<string, string[]>();
  for (const row of await rows.all()) {
    // The header cell first; a table with no rows has one cell saying so.
    const [header = '', ...cells] = (await row.locator('th, td').allTextContents()).map((text) =>
      text.trim(),
    );
    found.set(header, cells);
  }
  return found;
}

describe('Funnel insight in the workspace (issue 22 "Pages")', () => {
  it('shows the population’s numbers, filtered by source with the keyboard, axe clean', async () => {
    // A few at a time, each in a context of its own (its own cookies, as its browser's).
    for (let start = 0; start < population.length; start += 4)
      await Promise.all(
        population.slice(start, start + 4).map(async (journey) => {
          const journeyPage = await browser.newDevicePage();
          await walkJourney(journeyPage.request, journey);
        }),
      );
    const staffSources = population.filter((j) => expectedFacts(j).source === 'Staff');
    expect(staffSources.length, 'the population has Staff journeys').toBeGreaterThan(0);

    const page = await signedInStaffPage();
    const query = new URLSearchParams({ ...RANGE, channel: CHANNEL });
    await page.goto(`/staff/insight/?${query}`);
    await page.getByRole('button', { name: 'Bring the figures up to date' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect
      .poll(() => status.textContent())
      .toContain(`Showing ${population.length} journeys`);

    // Source: chosen with the keyboard, then Tab to the button and Enter.
    await page.getByLabel('Source', { exact: true }).focus();
    await page.keyboard.press('S');
    await expect.poll(() => page.getByLabel('Source', { exact: true }).inputValue()).toBe('Staff');
    const showFigures = page.getByRole('button', { name: 'Show figures' });
    for (let tabs = 0; tabs < 8; tabs++) {
      if (await showFigures.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/source=Staff/);
    await expect
      .poll(() => status.textContent())
      .toContain(`Showing ${staffSources.length} journeys`);

    // The accessible table says what the population says, and what the API says.
    const expected = expectedStages(staffSources);
    const stages = await tableRows(page, 'Journeys by stage');
    const api = (await (
      await page.request.get(`/api/staff/insight/funnel?${query}&source=Staff`)
    ).json()) as FunnelAnswer;
    for (const stage of MAIN_STAGES) {
      expect(stages.get(STAGE_LABELS[stage])?.[0], stage).toBe(String(expected[stage]));
      expect(api.stages.find((row) => row.stage === stage)?.reached, stage).toBe(expected[stage]);
    }
    const fields = await tableRows(page, 'The 10 fields that failed most');
    for (const [field, figures] of expectedFields(staffSources)) {
      const shown = fields.get(field);
      if (!shown) continue; // beyond the ten worst (the CSV has them all)
      expect(shown[0], `${field} failures`).toBe(String(figures.failures));
      expect(shown[2], `${field} last touched`).toBe(String(figures.lastTouched));
    }
    await page.getByRole('img', { name: /Bar chart of the journeys/ }).waitFor();

    const csv = await page.request.get(
      `/api/staff/insight/funnel?${query}&source=Staff&format=csv&table=stages`,
    );
    expect(await csv.text()).toContain(`Started,${staffSources.length},`);

    await expectAccessible(page);
  }, 300_000);

  it('counts a step view and the field left from the browser itself, as a phone', async () => {
    const channel = `utm:insightb${NONCE}/e2e`;
    const applicant = await browser.newDevicePage();
    await applicant.setViewportSize({ width: 390, height: 844 });
    // The step's view goes as its code has loaded; only then does it see a field's focus.
    const viewed = applicant.waitForRequest((request) =>
      request.url().endsWith('/api/insight/events'),
    );
    await applicant.goto(`/loan-application/step-1/?utm_source=insightb${NONCE}&utm_medium=e2e`);
    await viewed;
    await applicant.getByLabel('Email address', { exact: true }).focus();
    // Leaving the page: its step_left goes as a beacon while the next page loads.
    await applicant.goto('/');

    const staff = await signedInStaffPage();
    const query = new URLSearchParams({ ...RANGE, channel });
    await expect
      .poll(
        async () => {
          await staff.request.post('/api/staff/insight/refresh');
          const funnel = (await (
            await staff.request.get(`/api/staff/insight/funnel?${query}`)
          ).json()) as FunnelAnswer;
          const fields = (await (
            await staff.request.get(`/api/staff/insight/fields?${query}`)
          ).json()) as { fields: Array<{ field: string; lastTouched: number }> };
          return {
            started: funnel.stages[0]?.reached,
            device: funnel.breakdowns.device.map((row) => `${row.value}:${row.started}`),
            left: fields.fields.map((row) => `${row.field}:${row.lastTouched}`),
          };
        },
        { timeout: 20_000 },
      )
      .toEqual({ started: 1, device: ['phone:1'], left: ['Email:1'] });
  });

  it('counts the failures of an empty step 1 submit from the browser, in the table and its CSV', async () => {
    // Issue 34 finding 1: the step page counts each field's failures by kind, never the value.
    const channel = `utm:insightc${NONCE}/e2e`;
    const applicant = await browser.newDevicePage();
    const viewed = applicant.waitForRequest((request) =>
      request.url().endsWith('/api/insight/events'),
    );
    await applicant.goto(`/loan-application/step-1/?utm_source=insightc${NONCE}&utm_medium=e2e`);
    await viewed;
    await applicant.getByRole('button', { name: 'Next' }).waitFor();
    // An address typed half-way: an Email failure of kind pattern, whose value must go nowhere.
    const typed = `kowhai${NONCE}@`;
    await applicant.getByLabel('Email address', { exact: true }).fill(typed);
    await applicant.getByRole('button', { name: 'Next' }).click();
    await applicant.locator('[aria-invalid="true"]').first().waitFor();
    // Leaving the page: the counted failures go with its step_left beacon while the next page loads.
    await applicant.goto('/');

    const staff = await signedInStaffPage();
    const query = new URLSearchParams({ ...RANGE, channel });
    await staff.goto(`/staff/insight/?${query}`);
    const caption = 'The 10 fields that failed most';
    await expect
      .poll(
        async () => {
          await staff.getByRole('button', { name: 'Bring the figures up to date' }).click();
          await staff.getByRole('status').filter({ hasText: 'Showing' }).waitFor();
          const fields = await tableRows(staff, caption);
          return [fields.get('FirstName')?.[0], fields.get('Email')?.[0]];
        },
        { timeout: 30_000 },
      )
      .toEqual(['1', '1']);
    const table = await staff.getByRole('table', { name: caption }).textContent();
    expect(table).not.toContain(typed);

    const csv = await (
      await staff.request.get(`/api/staff/insight/fields?${query}&format=csv`)
    ).text();
    expect(csv).toContain('FirstName,1,required:1,');
    expect(csv).toContain('Email,1,pattern:1,');
    expect(csv).not.toContain(typed);
  });
});
