import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectHeading,
  fillStepFour,
  fillStepThree,
  fillStepTwo,
  waitUntilReady,
} from './loan-application.ts';

/** A signed-in customer's step is ready when its Next, Confirm or Submit is enabled. */
export const READY = /^(Next|Confirm and continue|Submit application)$/;

/** Presses the step's button and waits for the next step, ready. */
export async function press(page: Page, button: string, expectedHeading: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expectHeading(page, expectedHeading);
  await waitUntilReady(page, READY);
}

/**
 * Runs `work` while no other journey applies as the same demo customer. A customer has one
 * application in progress: two journeys on the one server applying as Sam at once (three files
 * run at a time, decision 167) take it from each other, and one of them never reaches step 2.
 * The lock is a folder in the server's data folder, which every worker shares; `mkdir` makes it
 * or fails, atomically.
 */
export async function applyingAs<T>(customer: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(inject('dataDir'), `applying-as-${customer}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Sam, the demo customer whose record lacks some answers, applies and submits (already signed
 * in): his locked steps opened with Add and filled. Ends on the success page.
 */
export const samSubmits = (page: Page): Promise<void> => applyingAs('sam', () => samApplies(page));

async function samApplies(page: Page): Promise<void> {
  await page.goto('/loan-application/step-1/');
  await stepOneAsCustomer(page);
  await press(page, 'Next', 'Step 2 of 4');
  await page.getByRole('button', { name: 'Add Your personal details and address' }).click();
  await fillStepTwo(page);
  await samFromStepThree(page);
}

/** A signed-in customer's step 1: the purpose, no joint applicant, the privacy consent. */
export async function stepOneAsCustomer(page: Page): Promise<void> {
  await waitUntilReady(page, READY);
  await page.getByLabel('What is the loan for?', { exact: true }).selectOption('Vehicle purchase');
  await page
    .getByRole('group', { name: 'Is anyone applying for this loan with you?' })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByLabel('I have read and agree to the Privacy Policy', { exact: true }).check();
}

/** Sam's steps 3 and 4 from a filled step 2: each locked section added and filled, submitted. */
export async function samFromStepThree(page: Page): Promise<void> {
  await press(page, 'Next', 'Step 3 of 4');
  await page.getByRole('button', { name: 'Add Your residency and photo ID type' }).click();
  await fillStepThree(page);
  await press(page, 'Next', 'Step 4 of 4');
  await page.getByRole('button', { name: 'Add Security' }).click();
  await page.getByRole('button', { name: 'Add Your employment' }).click();
  await fillStepFour(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/loan-application/success/?appref=*');
}
