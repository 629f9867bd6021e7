import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ID_UPLOAD_SETTINGS } from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import {
  FileUpload,
  UploadRefused,
  type FileUploadProps,
  type FileUploadValue,
} from './file-upload.tsx';

const REFERENCE = '0123456789abcdef0123456789abcdef';
// The product's messages go in; the spec's words (loan-application §5) are asserted as written.
const messages = {
  'file-format': MESSAGES.uploadFormat,
  'file-size': MESSAGES.uploadSize,
  upload: MESSAGES.uploadFailed,
};

function renderUpload(props: Partial<FileUploadProps> = {}, initial: FileUploadValue = '') {
  const upload = props.upload ?? vi.fn(async () => REFERENCE);
  const { changes } = renderWidget<FileUploadValue, FileUploadProps>(
    FileUpload,
    {
      name: 'DriverLicenceIdUpload',
      label: 'Copy of the driver licence',
      required: true,
      settings: ID_UPLOAD_SETTINGS,
      messages,
      upload,
      ...props,
    },
    initial,
  );
  return { changes, upload };
}

const chooser = () => screen.getByLabelText('Copy of the driver licence') as HTMLInputElement;
const file = (name: string, size = 1000) => {
  const chosen = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

describe('the file-upload widget (site-and-tools §4 "File-upload widget", §5)', () => {
  it('takes a chosen file, whatever the case of its extension, as pending until it is uploaded', async () => {
    const { changes, upload } = renderUpload();
    expect(chooser().type).toBe('file');
    expect(chooser().accept).toBe('.jpg,.jpeg,.png,.gif,.pdf');
    await userEvent.upload(chooser(), file('Licence.JPEG'));
    expect(changes.at(-1)).toEqual({ pending: 'Licence.JPEG' });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm and upload' })).toBeTruthy();
  });

  it('refuses a file of another format or over the size limit with the spec messages, linked to the input', async () => {
    const { changes } = renderUpload();
    await userEvent.upload(chooser(), file('licence.html'), { applyAccept: false });
    expect(changes.at(-1)).toBe('');
    expect(chooser().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(chooser())).toContain('Allowed formats are jpg, jpeg, png, gif, and pdf.');
    expect(screen.queryByRole('button', { name: 'Confirm and upload' })).toBeNull();

    await userEvent.upload(chooser(), file('licence.pdf', ID_UPLOAD_SETTINGS.maxBytes + 1));
    expect(descriptionOf(chooser())).toContain(
      'The file you have selected is too large. Please select a file smaller than 5 MB.',
    );
    expect(changes.at(-1)).toBe('');
  });

  it('uploads on "Confirm and upload", busy meanwhile, then shows the file name with Clear and keeps the reference', async () => {
    let finish: (reference: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { changes } = renderUpload({ upload });
    const chosen = file('licence.jpg');
    await userEvent.upload(chooser(), chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and upload' }));
    expect(upload).toHaveBeenCalledWith(chosen);
    const busy = screen.getByRole('button', { name: 'Uploading…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Uploading licence.jpg');

    await act(async () => finish(REFERENCE));
    expect(changes.at(-1)).toBe(REFERENCE);
    expect(screen.getByText('licence.jpg')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('licence.jpg uploaded');
    expect(
      (document.querySelector('input[type=hidden][name=DriverLicenceIdUpload]') as HTMLInputElement)
        .value,
    ).toBe(REFERENCE);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes.at(-1)).toBe('');
    expect(document.activeElement).toBe(chooser());
  });

  it('shows the upload error when the call fails, and lets the file be sent again', async () => {
    const upload = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(REFERENCE);
    const { changes } = renderUpload({ upload });
    await userEvent.upload(chooser(), file('passport.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and upload' }));
    expect(descriptionOf(chooser())).toContain('Something went wrong, please try again.');
    expect(changes.at(-1)).toEqual({ pending: 'passport.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and upload' }));
    expect(changes.at(-1)).toBe(REFERENCE);
  });

  it('shows the format or size message when the server refuses the file, the generic one only for failures', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new UploadRefused('file-format'))
      .mockRejectedValueOnce(new UploadRefused('file-size'));
    renderUpload({ upload });
    await userEvent.upload(chooser(), file('licence.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and upload' }));
    expect(descriptionOf(chooser())).toContain('Allowed formats are jpg, jpeg, png, gif, and pdf.');
    expect(descriptionOf(chooser())).not.toContain('Something went wrong, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and upload' }));
    expect(descriptionOf(chooser())).toContain(
      'The file you have selected is too large. Please select a file smaller than 5 MB.',
    );
  });

  it("shows the form's error (incomplete) linked to the input, and works by keyboard", async () => {
    renderUpload({ error: MESSAGES.uploadNotSent });
    expect(descriptionOf(chooser())).toContain('Please upload your selected file.');
    await userEvent.tab();
    expect(document.activeElement).toBe(chooser());
  });

  it('shows a stored file (a resumed application) with Clear', () => {
    renderUpload({}, REFERENCE);
    expect(screen.getByText('File uploaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });
});
