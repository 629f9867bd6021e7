import { describe, expect, it } from 'vitest';
import { checkChosenFile } from './chosen-file.ts';
import { fileUploadRule, ID_UPLOAD_SETTINGS, megabytes, takesType } from './file-upload.ts';

describe('the file-upload rules (site-and-tools §5, loan-application §5 "File uploads")', () => {
  it('converts the size limit from MB to bytes (site-and-tools §9): 5 MB', () => {
    expect(ID_UPLOAD_SETTINGS.maxBytes).toBe(megabytes(5));
    expect(megabytes(5)).toBe(5_242_880);
  });

  it('takes jpg, jpeg, png, gif and pdf whatever the case, and nothing else', () => {
    for (const name of ['a.jpg', 'A.JPEG', 'scan.Png', 'x.gif', 'id.PDF', 'my.photo.jpg'])
      expect(checkChosenFile({ name, size: 10 }, ID_UPLOAD_SETTINGS)).toBeNull();
    for (const name of ['a.html', 'a.svg', 'jpg', 'a.jpg.exe', 'a.'])
      expect(checkChosenFile({ name, size: 10 }, ID_UPLOAD_SETTINGS)).toBe('file-format');
  });

  it('gives each type its extensions and MIME type in one table (loan-application §5 "jpg, jpeg, png, gif, pdf")', () => {
    expect(ID_UPLOAD_SETTINGS.extensions).toEqual(['jpg', 'jpeg', 'png', 'gif', 'pdf']);
    for (const mime of ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'])
      expect(takesType(ID_UPLOAD_SETTINGS, mime), mime).toBe(true);
    for (const mime of ['image/svg+xml', 'text/html', 'image/webp', 'image/heic'])
      expect(takesType(ID_UPLOAD_SETTINGS, mime), mime).toBe(false);
  });

  it('refuses a file over the limit, and takes one of exactly the limit', () => {
    const limit = ID_UPLOAD_SETTINGS.maxBytes;
    expect(checkChosenFile({ name: 'a.pdf', size: limit }, ID_UPLOAD_SETTINGS)).toBeNull();
    expect(checkChosenFile({ name: 'a.pdf', size: limit + 1 }, ID_UPLOAD_SETTINGS)).toBe(
      'file-size',
    );
  });

  it("reports a chosen file not yet uploaded as 'incomplete', and anything but a reference as invalid", () => {
    expect(fileUploadRule({ pending: 'a.jpg' })).toBe('incomplete');
    expect(fileUploadRule('0123456789abcdef0123456789abcdef')).toBeNull();
    expect(fileUploadRule('')).toBeNull();
    expect(fileUploadRule('../../etc/passwd')).toBe('invalid');
    expect(fileUploadRule({ reference: 'x' })).toBe('invalid');
  });
});
