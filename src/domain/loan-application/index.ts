// The loan application's pure rules (loan-application spec, all sections), shared by the steps UI
// and the save endpoint: browser.ts and the whole rule table with what reads it (decision 115).
export * from './browser.ts';
export * from './save-data.ts';
export { APPLICATION_ADDRESS_MESSAGES, checkApplicationAddress } from './fields/address.ts';
export {
  ID_UPLOAD_FIELDS,
  ID_UPLOAD_MESSAGES,
  PERSONAL_FIELD_NAMES,
  STEP_RULES,
  normaliseApplicationValues,
  stepFieldNames,
  stepOfField,
} from './fields/index.ts';
export {
  EVERY_STEP,
  isFieldDisabled,
  isFieldRequired,
  isFieldShown,
  lockSectionFieldNames,
  ruleOf,
  withoutHiddenFields,
} from './context.ts';
export {
  isLockSectionComplete,
  lowestInvalidStep,
  validateApplicationField,
  validateStep,
} from './validate.ts';
export {
  applyCustomerRecord,
  customerRecord,
  customerRecordFieldNames,
} from './customer-record.ts';
