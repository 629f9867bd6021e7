/**
 * Texts of the address input (site-and-tools §2, §5, §8). The spec fixes only the part-pattern
 * messages (they live in src/domain/address); the texts here are the "configured" ones.
 */
export const addressMessages = {
  /** spec: loan-application §5 "Address: Please enter a complete address". */
  required: 'Please enter a complete address',
  invalid: 'Please enter a complete address, with a street number, street name, city and postcode',
  /** spec: loan-application §5 common message for a required field. */
  partRequired: 'This field is required',
  tooLong: 'Please use {max} characters or fewer',
  /** spec: site-and-tools §5 "Form engine" default custom message. */
  custom: 'This field has failed custom validation',
} as const;

export const addressInputText = {
  /** The search box's label when the form gives none. */
  searchLabel: 'Address',
  searchHint: 'Start typing your address, then choose it from the list.',
  postalSearchHint:
    'Start typing your postal address (PO Box, Private Bag or street), then choose it from the list.',
  suggestionsLabel: 'Address suggestions',
  selectedLabel: 'Selected address',
  specifyManually: 'Specify address manually',
} as const;
