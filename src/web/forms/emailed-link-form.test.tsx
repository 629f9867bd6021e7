import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailedLinkCopy, LinkOpening } from './emailed-link-form.tsx';

const COPY: EmailedLinkCopy = {
  pageIntro: 'Please confirm your date of birth.',
  noLink: 'This page opens from the link we emailed you.',
  dateOfBirthLabel: 'Date of birth',
  submit: 'Open my application',
  requestFailed: 'We could not open it. Please try again.',
};
const TOKEN = 'A'.repeat(43);

/** The page as a browser opens it from the email: a fresh module, which reads the address once. */
async function openPage(
  address: string,
  open: (link: string, dob: string) => Promise<LinkOpening>,
) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { EmailedLinkForm } = await import('./emailed-link-form.tsx');
  render(<EmailedLinkForm copy={COPY} open={open} />);
}

async function typeDateOfBirth() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '23');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'April');
  await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
  await userEvent.click(screen.getByRole('button', { name: COPY.submit }));
}

describe("an emailed link's page (decisions 059, 093)", () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('says where the page opens from when the address holds no token, and asks nothing', async () => {
    await openPage('/loan-application/resume/#not-a-token', vi.fn());
    expect(screen.getByText(COPY.noLink)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes the token out of the address and opens the link with it and the date of birth', async () => {
    const open = vi.fn(async (): Promise<LinkOpening> => ({ kind: 'opened' }));
    await openPage(`/application-status/#${TOKEN}`, open);
    expect([window.location.pathname, window.location.hash]).toEqual(['/application-status/', '']);
    await typeDateOfBirth();
    expect(open).toHaveBeenCalledWith(TOKEN, '1990/04/23');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a wrong date of birth's message on the field", async () => {
    const message = 'That date of birth does not match the application. You have 4 tries left.';
    await openPage(`/application-status/#${TOKEN}`, async () => ({ kind: 'wrong', message }));
    await typeDateOfBirth();
    const day = await screen.findByRole('combobox', { name: 'Day' });
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("shows a refusal as an alert, the server's words or, with none, the page's own", async () => {
    const open = vi
      .fn<(link: string, dob: string) => Promise<LinkOpening>>()
      .mockResolvedValueOnce({ kind: 'refused', message: 'This link has expired.' })
      .mockResolvedValueOnce({ kind: 'refused', message: null });
    await openPage(`/loan-application/resume/#${TOKEN}`, open);
    await typeDateOfBirth();
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
    await userEvent.click(screen.getByRole('button', { name: COPY.submit }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(COPY.requestFailed));
  });
});
