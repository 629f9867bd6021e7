import { describe, expect, it } from 'vitest';
import { checkUploadFile, fileExtension } from './uploads.ts';

const MB = 1024 * 1024;

describe('ID file uploads (loan-application §5)', () => {
  it.each(['id.jpg', 'id.jpeg', 'id.png', 'id.gif', 'id.pdf', 'ID.PDF', 'scan.final.Jpg'])(
    'accepts %s (loan-application §5)',
    (name) => {
      expect(checkUploadFile({ name, size: 1000 })).toBeNull();
    },
  );

  it.each(['id.docx', 'id.heic', 'pdf', 'id.', 'id.pdf.exe'])(
    "rejects %s: 'Allowed formats are jpg, jpeg, png, gif, and pdf.' (loan-application §5)",
    (name) => {
      expect(checkUploadFile({ name, size: 1000 })).toEqual({
        kind: 'file-format',
        message: 'Allowed formats are jpg, jpeg, png, gif, and pdf.',
      });
    },
  );

  it("accepts 5 MB and rejects more: 'The file you have selected is too large. Please select a file smaller than 5 MB.' (loan-application §5, §9)", () => {
    expect(checkUploadFile({ name: 'id.png', size: 5 * MB })).toBeNull();
    expect(checkUploadFile({ name: 'id.png', size: 5 * MB + 1 })).toEqual({
      kind: 'file-size',
      message: 'The file you have selected is too large. Please select a file smaller than 5 MB.',
    });
  });

  it('reads the extension case-insensitively (site-and-tools §5)', () => {
    expect(fileExtension('Licence.JPEG')).toBe('jpeg');
    expect(fileExtension('.hidden')).toBe('');
  });
});
