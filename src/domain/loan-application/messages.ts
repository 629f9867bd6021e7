/**
 * The loan application's messages, word for word from loan-application §5 (and §8).
 *
 * Punctuation: §5 lists "Common messages" and "Field messages" as prose ("Email: Please enter a
 * valid email address. Phone: ..."), where the full stops separate the entries; the same texts are
 * quoted without a full stop in site-and-tools §5 (refer, payment) and in §5's own default
 * messages. So these messages have no final full stop. The file-upload messages are written with
 * their full stops inside the list ("Please upload a file.;") and keep them.
 * The engine's defaults ('This field is required', 'The value is invalid', 'This field has failed
 * custom validation') are the engine's and are not repeated here.
 */
import { formatWholeDollars } from '../money/format.ts';

export const MESSAGES = {
  name: 'Our system does not support digits or special characters in your name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  lettersOnly: 'Only New Zealand letters allowed',
  lettersAndSpaces: 'Only New Zealand letters and spaces allowed',
  /** `{min}` and `{max}` stand for the configured bounds, shown as whole dollars ($1,000): see resolveMessage. */
  loanAmountSpecific: 'Please enter a whole dollar amount between {min} and {max}',
  brokerAmount: 'Please enter a whole dollar amount',
  validDate: 'Please enter a valid date',
  currentVisa: 'You must have a current visa',
  privacyPolicy: 'You must agree to the Privacy Policy',
  brokerAccuracy: 'You must confirm that this information is accurate',
  preferredBranch: 'You need to select a branch',
  address: 'Please enter a complete address',
  // Word for word, including the spec's "your" (§5).
  existingCustomer: 'Please specify if your are an existing customer',
  vehicleRegistrationOrVin: 'Please provide a vehicle licence plate number or a VIN',
  lettersAndNumbers: 'Only letters and numbers allowed',
  // Word for word (§5; decision 091): what the card shows (5a: two letters, six digits; 5b: three
  // digits) is the fields' hint text (content/loan-application-copy.ts).
  driverLicenceNumber: 'Your Driver Licence Number should only contain letters and numbers',
  driverLicenceVersion: 'Your Driver Licence Version should only contain numbers',
  // Issue 11 "Answers a New Zealander gives" 3: identity checks need a current document.
  driverLicenceExpired:
    'This driver licence has expired. We need a current licence to confirm your identity',
  passportExpired: 'This passport has expired. We need a current passport to confirm your identity',
  workPhone: 'Please remove invalid characters',
  freeText: 'Our system does not support all special characters',
  bankStatement: 'Please submit a bank statement',
  employmentTime: 'Please select both month and year',
  uploadRequired: 'Please upload a file.',
  uploadNotSent: 'Please upload your selected file.',
  uploadFormat: 'Allowed formats are jpg, jpeg, png, gif, and pdf.',
  uploadSize: 'The file you have selected is too large. Please select a file smaller than 5 MB.',
  uploadFailed: 'Something went wrong, please try again.',
} as const;

/** Fills the `{min}` and `{max}` placeholders with the configured specific-amount bounds. */
export function resolveMessage(
  message: string,
  bounds: { specificAmountMinDollars: number; specificAmountMaxDollars: number },
): string {
  return message
    .replace('{min}', formatWholeDollars(bounds.specificAmountMinDollars))
    .replace('{max}', formatWholeDollars(bounds.specificAmountMaxDollars));
}
