/**
 * The ID file check (loan-application §5 "File uploads", site-and-tools §5 "Widgets"): the browser
 * checks the chosen file before uploading, the upload route checks it again.
 */
import type { FieldError } from '../validation/types.ts';
import { ALLOWED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from './config.ts';
import { MESSAGES } from './messages.ts';

/** The extension of a file name, lower case ('' when it has none): extensions compare case-insensitively. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Null when the file may be uploaded; otherwise the format error, then the size error. */
export function checkUploadFile(file: { name: string; size: number }): FieldError | null {
  if (!ALLOWED_UPLOAD_EXTENSIONS.includes(fileExtension(file.name)))
    return { kind: 'file-format', message: MESSAGES.uploadFormat };
  if (file.size > MAX_UPLOAD_BYTES) return { kind: 'file-size', message: MESSAGES.uploadSize };
  return null;
}
