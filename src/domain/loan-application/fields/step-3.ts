/** Step 3: residency and photo identity (loan-application §3 step 3, §5). */
import type { FormValues, Predicate } from '../../validation/types.ts';
import {
  DRIVER_LICENCE_NUMBER,
  DRIVER_LICENCE_NUMBER_MAX_LENGTH,
  DRIVER_LICENCE_VERSION,
  PASSPORT_NUMBER,
  PASSPORT_NUMBER_MAX_LENGTH,
} from '../../validation/patterns.ts';
import { all, choice, sameMessage, when } from '../../validation/rule-builders.ts';
import { fileUploadRule, ID_UPLOAD_SETTINGS, type IdUploadKind } from '../../forms/file-upload.ts';
import {
  isDriverLicenceShown,
  isPassportCountryShown,
  isPassportShown,
  isProofTypeOtherShown,
  isVisaShown,
} from '../conditions.ts';
import { MESSAGES } from '../messages.ts';
import { PROOF_TYPE_OPTIONS, VISA_TYPE_OPTIONS, YES_NO_OPTIONS } from '../options.ts';
import {
  broker,
  codeField,
  IDENTITY_NUMBER,
  type Config,
  type LoanApplicationRule,
} from './shared.ts';
import { expiryDate } from './expiry-date.ts';

/** Each ID upload field and the upload call (kind) its file goes to. */
export const ID_UPLOAD_FIELDS = {
  DriverLicenceIdUpload: 'driver-licence',
  PassportIdUpload: 'passport',
} as const satisfies Record<string, IdUploadKind>;

/** The ID upload widget's own messages (loan-application §5 "File uploads"). */
export const ID_UPLOAD_MESSAGES = {
  'file-format': MESSAGES.uploadFormat,
  'file-size': MESSAGES.uploadSize,
  upload: MESSAGES.uploadFailed,
} as const;

/**
 * A broker's copy of the ID (loan-application §3 step 3, §6 "Broker: sees ... ID uploads"): the
 * stored file's reference, required once the proof type shows its fields; a chosen file not yet
 * uploaded is 'incomplete' (§5 "File uploads", site-and-tools §5).
 */
const idUpload = (
  name: keyof typeof ID_UPLOAD_FIELDS,
  shown: (values: FormValues) => boolean,
): LoanApplicationRule => ({
  name,
  condition: all(broker, when(shown)),
  required: true,
  component: fileUploadRule,
  upload: ID_UPLOAD_SETTINGS,
  messages: {
    required: MESSAGES.uploadRequired,
    incomplete: MESSAGES.uploadNotSent,
    invalid: MESSAGES.uploadRequired,
    ...ID_UPLOAD_MESSAGES,
  },
});

/**
 * A photo ID's number, read as a code (issue 11): personal, stored encrypted at rest (decision
 * 030), required while its document is the proof chosen.
 */
const documentNumber = (
  name: string,
  condition: Predicate<Config>,
  pattern: RegExp,
  extra: Partial<LoanApplicationRule>,
): LoanApplicationRule => ({
  name,
  condition,
  ...IDENTITY_NUMBER,
  encryptAtRest: true,
  required: true,
  pattern,
  ...extra,
});

const driverLicence = when<Config>(isDriverLicenceShown);
const passport = when<Config>(isPassportShown);

const DRIVER_LICENCE: LoanApplicationRule[] = [
  documentNumber('DriverLicenceNumber', driverLicence, DRIVER_LICENCE_NUMBER, {
    ...codeField(DRIVER_LICENCE_NUMBER_MAX_LENGTH),
    messages: sameMessage(MESSAGES.driverLicenceNumber, 'pattern', 'max'),
  }),
  {
    name: 'DriverLicenceVersion',
    condition: driverLicence,
    ...IDENTITY_NUMBER,
    ...codeField(3),
    inputMode: 'numeric',
    required: true,
    pattern: DRIVER_LICENCE_VERSION,
    messages: sameMessage(MESSAGES.driverLicenceVersion, 'pattern', 'max'),
  },
  // Identity checks need a current document (issue 11): the licence's expiry (card field 4b) is
  // asked and checked like the passport's.
  expiryDate('DriverLicenceExpiry', driverLicence, MESSAGES.driverLicenceExpired),
  idUpload('DriverLicenceIdUpload', isDriverLicenceShown),
];

const PASSPORT: LoanApplicationRule[] = [
  documentNumber('PassportNumber', passport, PASSPORT_NUMBER, {
    ...codeField(PASSPORT_NUMBER_MAX_LENGTH),
  }),
  expiryDate('PassportExpiry', passport, MESSAGES.passportExpired),
  {
    name: 'PassportCountry',
    condition: when(isPassportCountryShown),
    autocomplete: 'country-name',
    required: true,
    maxLength: 100,
  },
  idUpload('PassportIdUpload', isPassportShown),
];

export const STEP_3: LoanApplicationRule[] = [
  choice('Residency', YES_NO_OPTIONS, { maxLength: 5 }),
  choice('VisaType', VISA_TYPE_OPTIONS, { condition: when(isVisaShown), maxLength: 100 }),
  expiryDate('VisaExpiry', when(isVisaShown), MESSAGES.currentVisa),
  choice('ProofType', PROOF_TYPE_OPTIONS),
  // Photo ID "Other" asks what the document is (issue 11): free words, like AdditionalInformation,
  // since document names carry any character ("HANZ 18+ card").
  {
    name: 'ProofTypeOther',
    condition: when(isProofTypeOtherShown),
    personal: true,
    required: true,
    maxLength: 100,
  },
  ...DRIVER_LICENCE,
  ...PASSPORT,
];
