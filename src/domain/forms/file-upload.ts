import type { ErrorKind } from '../validation/types.ts';

/**
 * The file-upload widget's rules (site-and-tools §4 "File-upload widget", §5 "Widgets", §9;
 * loan-application §5 "File uploads"), shared by the widget and the upload calls.
 *
 * The widget's value is the stored file's reference (the upload call's answer, §7). While a file
 * is chosen but not yet uploaded the value is a `PendingUpload`, so the form's rules say
 * 'incomplete' (§5 "A selected but not yet uploaded file gives 'incomplete'").
 */

/**
 * One kind of file an upload takes: the MIME type the server reads from its content (magic bytes)
 * and the lower-case extensions, without the dot, that a name of it carries.
 */
export interface UploadType {
  mime: string;
  extensions: readonly string[];
}

/** What a form configures for one upload field (site-and-tools §5: extensions and size in MB). */
export interface FileUploadSettings {
  /** The kinds of file taken, each with its MIME type and extensions (the one table of both). */
  types: readonly UploadType[];
  /**
   * Every type's extensions, read from `types`: the widget's accept list and the chosen name's
   * check (compared case-insensitively).
   */
  extensions: readonly string[];
  maxBytes: number;
}

// spec: site-and-tools §9 "File size limit is entered in MB and converted to bytes"
export const megabytes = (mb: number): number => mb * 1024 * 1024;

/** An upload field's settings from its types and its limit in MB. */
export const uploadSettings = (
  types: readonly UploadType[],
  maxMb: number,
): FileUploadSettings => ({
  types,
  extensions: types.flatMap((type) => type.extensions),
  maxBytes: megabytes(maxMb),
});

/** True when a file whose content reads as `mime` is one of the types the settings take. */
export const takesType = (settings: FileUploadSettings, mime: string): boolean =>
  settings.types.some((type) => type.mime === mime);

// spec: loan-application §5 "File uploads: formats jpg, jpeg, png, gif, pdf; maximum 5 MB", §9
export const ID_UPLOAD_MAX_MB = 5;
export const ID_UPLOAD_TYPES: readonly UploadType[] = [
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'application/pdf', extensions: ['pdf'] },
];
export const ID_UPLOAD_SETTINGS: FileUploadSettings = uploadSettings(
  ID_UPLOAD_TYPES,
  ID_UPLOAD_MAX_MB,
);

/** The kinds of ID upload, each its own call: POST /api/uploads/{kind} (architecture "API surface"). */
export const ID_UPLOAD_KINDS = ['driver-licence', 'passport'] as const;
export type IdUploadKind = (typeof ID_UPLOAD_KINDS)[number];

/** A stored file's reference, as the upload call answers it: 32 lower-case hex characters. */
export const UPLOAD_REFERENCE = /^[0-9a-f]{32}$/;

/** The value while a chosen file waits for "Confirm and upload". */
export interface PendingUpload {
  pending: string;
}

export function isPendingUpload(value: unknown): value is PendingUpload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pending?: unknown }).pending === 'string'
  );
}

/**
 * The field's rule (a FieldRule `component`): a pending file is 'incomplete'; anything but empty or
 * a reference is 'invalid' (only a tampered request sends it). Empty is the engine's 'required'.
 */
export function fileUploadRule(value: unknown): ErrorKind | null {
  if (isPendingUpload(value)) return 'incomplete';
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && UPLOAD_REFERENCE.test(value) ? null : 'invalid';
}
