/**
 * ID uploads (site-and-tools §7 "POST {configured upload address}", loan-application §7 "File
 * upload for driver licence and passport"; decision 031). The body is multipart: the file under
 * `file`, the captcha token under the captcha field name, and the application's Token and Guid
 * (the pair the browser keeps, as the save call sends it). 200 answers the stored file's
 * reference as text.
 */
import { z } from 'zod';
import { CAPTCHA_RESPONSE_FIELD } from '../captcha/protocol.ts';
import { UPLOAD_REFERENCE, type IdUploadKind } from '../forms/file-upload.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

/** The text fields of the multipart body (the file is read apart). */
export const uploadFieldsSchema = z.object({
  Token: z.string().min(1).max(200),
  Guid: z.string().min(1).max(200),
  [CAPTCHA_RESPONSE_FIELD]: z.string().max(4096).optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** A stored file's reference: what both ID uploads answer. */
const uploadReference = z.string().regex(UPLOAD_REFERENCE);

export const uploadDriverLicenceContract = {
  ...API.uploadDriverLicence,
  response: { 200: uploadReference, ...ERROR_RESPONSES },
} as const;
export const uploadPassportContract = {
  ...API.uploadPassport,
  response: { 200: uploadReference, ...ERROR_RESPONSES },
} as const;

/** Each ID upload's own contract by its kind: the route and the browser read a call through its own. */
export const ID_UPLOAD_CONTRACTS = {
  'driver-licence': uploadDriverLicenceContract,
  passport: uploadPassportContract,
} as const satisfies Record<IdUploadKind, unknown>;

export const uploadedFileContract = {
  ...API.uploadedFile,
  params: z.object({ reference: z.string().max(100) }),
  /** 200: the file's bytes, typed by their content, as an attachment. */
  response: {
    200: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    ...ERROR_RESPONSES,
  },
} as const;
