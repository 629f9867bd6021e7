/**
 * Generic builders for rule tables: the shapes that every form's table (loan application, contact,
 * payment, refer, bank statements) would otherwise write out again. Each returns plain FieldRule
 * parts, so a table still reads as a list of fields; nothing here knows any one form.
 */
import type { ErrorKind, FieldRule, FormValues, Predicate } from './types.ts';
import { EMAIL, EMAIL_MAX_LENGTH, PHONE, PHONE_MAX_LENGTH } from './patterns.ts';
import { textValue } from './text-value.ts';

/** Messages by error kind, as FieldRule.messages holds them. */
export type KindMessages = Partial<Record<ErrorKind, string>>;

/** A condition over the values and the form's configuration. */
export const when =
  <Config>(test: (values: FormValues, config: Config) => boolean): Predicate<Config> =>
  ({ values, config }) =>
    test(values, config);

/** True when every predicate is. */
export const all =
  <Config>(...predicates: Predicate<Config>[]): Predicate<Config> =>
  (context) =>
    predicates.every((predicate) => predicate(context));

/** Every kind reads the same message (a spec that gives one text for the whole rule). */
export const everyKind = (message: string): KindMessages => ({
  required: message,
  pattern: message,
  min: message,
  max: message,
  range: message,
  custom: message,
  invalid: message,
  incomplete: message,
});

/** The named kinds read the same message: `sameMessage(m, 'pattern', 'max')`. */
export const sameMessage = (message: string, ...kinds: readonly ErrorKind[]): KindMessages =>
  Object.fromEntries(kinds.map((kind) => [kind, message]));

/** A choice's values: plain strings or options carrying a `value`. */
export type ChoiceValues = readonly string[] | readonly { value: string }[];

/** A choice field accepts only its options' values (the server never trusts the browser). */
export const oneOf =
  (options: ChoiceValues) =>
  (value: unknown): boolean =>
    options.some(
      (option) => (typeof option === 'string' ? option : option.value) === textValue(value),
    );

/** A required choice (select or radio) from a fixed list; `extra` adds or overrides facts. */
export function choice<Config>(
  name: string,
  options: ChoiceValues,
  extra: Partial<FieldRule<Config>> = {},
): FieldRule<Config> {
  return { name, required: true, custom: oneOf(options), options, ...extra };
}

/** A ticked checkbox: true (or 'true' from a posted form). */
export const ticked = (value: unknown): boolean => value === true || value === 'true';

/** A checkbox that must be ticked, with the one message the spec gives it. */
export function mustTick<Config>(
  name: string,
  message: string,
  extra: Partial<FieldRule<Config>> = {},
): FieldRule<Config> {
  return {
    name,
    required: true,
    custom: ticked,
    messages: sameMessage(message, 'required', 'custom'),
    ...extra,
  };
}

/** A required input that says something about a person: its own facts, then the caller's. */
const personalInput = <Config>(
  name: string,
  facts: Partial<FieldRule<Config>>,
  extra: Partial<FieldRule<Config>>,
): FieldRule<Config> => ({ name, personal: true, required: true, ...facts, ...extra });

/**
 * A required email address (personal): the EMAIL pattern and the sites' email length (255). The
 * widget facts that differ between forms (autocomplete, inputMode, messages) come in `extra`.
 */
export const emailRule = <Config>(
  name: string,
  extra: Partial<FieldRule<Config>> = {},
): FieldRule<Config> =>
  personalInput(name, { type: 'email', pattern: EMAIL, maxLength: EMAIL_MAX_LENGTH }, extra);

/** A required phone number (personal): the PHONE pattern and the phones' length; messages in `extra`. */
export const phoneRule = <Config>(
  name: string,
  extra: Partial<FieldRule<Config>> = {},
): FieldRule<Config> =>
  personalInput(name, { type: 'tel', pattern: PHONE, maxLength: PHONE_MAX_LENGTH }, extra);
