import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactPage } from '#content/contact.ts';
import { CONTACT_MESSAGES } from '#domain/contact/fields.ts';
import { API } from '#domain/contracts/wire.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('#web/forms/captcha/captcha-client.on-demand.ts', async (original) => ({
  ...(await original<typeof import('#web/forms/captcha/captcha-client.on-demand.ts')>()),
  getCaptchaToken: vi.fn(async () => 'invisible-token'),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function fillIn() {
  await userEvent.type(screen.getByLabelText(contactPage.labels.Name), 'Mere Tamati');
  await userEvent.type(screen.getByLabelText(contactPage.labels.Email), 'mere@example.co.nz');
  await userEvent.type(
    screen.getByLabelText(contactPage.labels.Message, { exact: false }),
    'Kia ora',
  );
}

describe('the contact form (issue 10 "Content": contact)', () => {
  it('takes its input facts from the rule table: type, autocomplete, length', () => {
    render(<ContactForm />);
    const email = screen.getByLabelText(contactPage.labels.Email);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(contactPage.labels.Name).getAttribute('autocomplete')).toBe(
      'name',
    );
  });

  it('blocks an empty submit, announces the errors and focuses the first invalid input', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: contactPage.submit }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(contactPage.labels.Name));
    const regions = screen.getAllByRole('status').map((region) => region.textContent);
    expect(regions.some((text) => text?.includes('There were 3 errors.'))).toBe(true);
  });

  it('sends the message with the captcha, thanks the visitor and posts the Contact event', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === API.contactMessage.path
        ? json(201, { received: true })
        : json(202, { recorded: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: contactPage.submit }));
    expect(await screen.findByText(contactPage.sent)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API.contactMessage.path);
    expect((init.headers as Record<string, string>)['x-captcha-response']).toBe('invisible-token');
    expect(JSON.parse(String(init.body))).toMatchObject({
      Name: 'Mere Tamati',
      Message: 'Kia ora',
    });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(API.browsingConversion.path, expect.anything()),
    );
    const event = fetchMock.mock.calls.find(([called]) => called === API.browsingConversion.path);
    expect(JSON.parse(String((event as unknown as [string, RequestInit])[1].body))).toMatchObject({
      eventName: 'Contact',
    });
  });

  it('shows the server’s field errors, and a failure message when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, { error: 'Invalid', fields: { Email: 'Please enter a valid email address' } }),
      ),
    );
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: contactPage.submit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: 'Unavailable' })),
    );
    await userEvent.click(screen.getByRole('button', { name: contactPage.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(contactPage.failed);
  });
});
