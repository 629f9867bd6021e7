import { checkChosenFile } from '#domain/forms/chosen-file.ts';
import { takesType, type FileUploadSettings } from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { HttpError } from '../http-error.ts';

export const UPLOAD_NAME_MESSAGE =
  'The file name must not contain path characters or control characters.';
export const UPLOAD_ONE_FILE_MESSAGE = 'Please upload one file at a time.';
export const UPLOAD_ACTIVE_CONTENT_MESSAGE =
  'This file holds web page content (HTML, SVG or script) and cannot be accepted.';

const MAX_NAME_CHARS = 255;
// Slashes, backslashes, NUL and every other control character; '..' is caught by the slash or alone.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]|^\.\.?$/;

/**
 * What a browser would run if it ever took the file for a page: markup that starts a document or a
 * script, anywhere in the file (a polyglot: a valid image or PDF with an HTML page in its head or
 * after its end), and a PDF's own scripts and launch actions. Long enough markers that a real photo's
 * compressed bytes do not hold them by chance.
 */
const ACTIVE_CONTENT =
  /<(?:script|html|iframe|body|object|embed|!doctype|svg[\s/>])|javascript:|\/JavaScript|\/Launch/i;

/**
 * Judges an uploaded file (issue 8 "ID uploads" 2): its name (no path characters or NUL; the
 * widget's extension rule), not empty, its size, its type read from its content (magic bytes),
 * never from its name or declared type, one of the settings' types, and no active content. Answers the detected MIME type or
 * throws a 4xx HttpError with the message to show.
 */
export async function judgeUploadedFile(
  file: { name: string; bytes: Buffer },
  settings: FileUploadSettings,
): Promise<string> {
  if (file.name === '' || file.name.length > MAX_NAME_CHARS || UNSAFE_NAME.test(file.name))
    throw new HttpError(400, UPLOAD_NAME_MESSAGE);
  if (file.bytes.length === 0) throw new HttpError(400, MESSAGES.uploadRequired);
  const chosen = checkChosenFile({ name: file.name, size: file.bytes.length }, settings);
  if (chosen === 'file-size') throw new HttpError(413, MESSAGES.uploadSize);
  if (chosen === 'file-format') throw new HttpError(415, MESSAGES.uploadFormat);

  // Loaded with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !takesType(settings, detected.mime))
    throw new HttpError(415, MESSAGES.uploadFormat);
  if (ACTIVE_CONTENT.test(file.bytes.toString('latin1')))
    throw new HttpError(415, UPLOAD_ACTIVE_CONTENT_MESSAGE);
  return detected.mime;
}
