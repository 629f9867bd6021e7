/** The rule engine and the named patterns, for the browser and the server alike. */
export type {
  ErrorKind,
  FieldError,
  FieldFacts,
  FieldInputMode,
  FieldInputType,
  FieldErrors,
  FieldRule,
  FormValues,
  Predicate,
  RuleContext,
} from './types.ts';
export {
  DEFAULT_MESSAGES,
  fieldError,
  isActive,
  isBlank,
  isRequired,
  normaliseValues,
  submitErrorAnnouncement,
  validateField,
  validateFields,
} from './engine.ts';
export * from './patterns.ts';
export * from './normalise.ts';
export { asText, textValue } from './text-value.ts';
