/**
 * The form engine (loan-application §5 "Engine", site-and-tools §5 "Form engine"): runs a rule
 * table over the form's values, each normalised first by its rule (issue 11). Pure: the browser
 * runs it live and on submit, the server runs the same table again on every save.
 */
import type {
  ErrorKind,
  FieldError,
  FieldErrors,
  FieldRule,
  FormValues,
  RuleContext,
} from './types.ts';

const INVALID = 'The value is invalid';

/** spec: loan-application §5, site-and-tools §5 "Default messages" (word for word). */
export const DEFAULT_MESSAGES: Readonly<Record<ErrorKind, string>> = Object.freeze({
  required: 'This field is required',
  pattern: INVALID,
  min: INVALID,
  max: INVALID,
  range: INVALID,
  'file-format': INVALID,
  'file-size': INVALID,
  incomplete: INVALID,
  upload: INVALID,
  invalid: INVALID,
  custom: 'This field has failed custom validation',
});

/**
 * True when nothing was entered: undefined or null; a string that is empty or only whitespace; an
 * unticked box (false); an empty number input (NaN); a list or an object (address parts, an income
 * row) whose every item is blank, so a list of all-empty rows is blank too.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isBlank);
  if (isPlainObject(value)) return Object.values(value).every(isBlank);
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function isRequired<Config>(rule: FieldRule<Config>, context: RuleContext<Config>): boolean {
  return typeof rule.required === 'function' ? rule.required(context) : rule.required === true;
}

/** An input is validated only when its condition holds and it is not disabled (spec: §5). */
export function isActive<Config>(rule: FieldRule<Config>, context: RuleContext<Config>): boolean {
  const shown = rule.condition ? rule.condition(context) : true;
  const disabled = rule.disabled ? rule.disabled(context) : false;
  return shown && !disabled;
}

/** The error of one kind for this rule: the rule's own message, else the default. */
export function fieldError<Config>(rule: FieldRule<Config>, kind: ErrorKind): FieldError {
  return { kind, message: rule.messages?.[kind] ?? DEFAULT_MESSAGES[kind] };
}

/**
 * The value as text for pattern and length checks, trimmed; numbers and booleans as written.
 * Lists and objects have no text (null): a pattern rule fails on them, since a posted value of the
 * wrong shape must not pass the server.
 */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

// Plain decimal notation only: Number() alone would read '0x10', '1e3' and ' ' as numbers.
const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? value.trim() : null;
  return text !== null && DECIMAL_NUMBER.test(text) ? Number(text) : null;
}

function bound<Config>(
  limit: FieldRule<Config>['min'],
  context: RuleContext<Config>,
): number | undefined {
  return typeof limit === 'function' ? limit(context) : limit;
}

/** The first failing check's kind, in the spec's order, or null. */
function firstFailure<Config>(
  rule: FieldRule<Config>,
  context: RuleContext<Config>,
): ErrorKind | null {
  const value = context.values[rule.name];
  const blank = isBlank(value);
  // spec: §5 "run in the order required, component, pattern, min, max, custom"
  if (blank && isRequired(rule, context)) return 'required';
  // The widget's own check sees blank values too: the widget knows when its empty state is fine
  // (an optional income with an all-empty first row, site-and-tools §5 "Widgets").
  const componentKind = rule.component ? rule.component(value, context) : null;
  if (componentKind) return componentKind;
  // Nothing entered in an optional input: there is nothing for the remaining checks to judge.
  if (blank) return null;

  const text = textOf(value);
  if (rule.pattern && (text === null || !rule.pattern.test(text))) return 'pattern';

  const min = bound(rule.min, context);
  const max = bound(rule.max, context);
  if (min !== undefined || max !== undefined) {
    const number = numberOf(value);
    // A value that is not a number cannot be compared with a bound: it has the wrong form, which
    // is what 'pattern' reports, so its message ("Please enter a whole dollar amount") fits.
    if (number === null) return 'pattern';
    if (min !== undefined && number < min) return 'min';
    if (max !== undefined && number > max) return 'max';
  }
  // The trimmed length in UTF-16 units, as the browser's maxlength counts.
  if (rule.maxLength !== undefined && text !== null && text.length > rule.maxLength) return 'max';

  if (rule.custom && !rule.custom(value, context)) return 'custom';
  return null;
}

/**
 * The values with every rule's `normalise` applied to its own value (issue 11): what the checks
 * see, what the server saves and what the browser shows once an input loses focus. Names without
 * a value, and rules without `normalise`, are left as they are.
 */
export function normaliseValues<Config>(
  rules: readonly FieldRule<Config>[],
  values: FormValues,
): FormValues {
  let normalised: FormValues | null = null;
  for (const rule of rules) {
    if (!rule.normalise || !Object.hasOwn(values, rule.name)) continue;
    const value = rule.normalise(values[rule.name]);
    if (value === values[rule.name]) continue;
    normalised ??= { ...values };
    normalised[rule.name] = value;
  }
  return normalised ?? values;
}

/** The context with the rules' values normalised; the same object when nothing changes. */
function normalisedContext<Config>(
  rules: readonly FieldRule<Config>[],
  context: RuleContext<Config>,
): RuleContext<Config> {
  const values = normaliseValues(rules, context.values);
  return values === context.values ? context : { ...context, values };
}

/**
 * Validates one input on its normalised value: null when it passes or is not active; otherwise its
 * first failure only.
 */
export function validateField<Config>(
  rule: FieldRule<Config>,
  context: RuleContext<Config>,
): FieldError | null {
  const normalised = normalisedContext([rule], context);
  if (!isActive(rule, normalised)) return null;
  const kind = firstFailure(rule, normalised);
  return kind ? fieldError(rule, kind) : null;
}

/**
 * Validates a rule table. Only failing inputs appear, in table order, so the first key is the
 * first invalid input (the one to scroll to on submit).
 */
export function validateFields<Config>(
  rules: readonly FieldRule<Config>[],
  context: RuleContext<Config>,
): FieldErrors {
  const errors: FieldErrors = {};
  // Normalised once for the whole table, so a cross-field rule sees its neighbours normalised too.
  const normalised = normalisedContext(rules, context);
  for (const rule of rules) {
    if (rule.name in errors) continue;
    const error = validateField(rule, normalised);
    if (error) errors[rule.name] = error;
  }
  return errors;
}

/**
 * What a blocked submit announces (loan-application §5: "Could not submit the form. There was or
 * were N error or errors."). Only for a submit that has errors, so count is 1 or more.
 */
export function submitErrorAnnouncement(count: number): string {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`submitErrorAnnouncement needs a count of 1 or more, got ${count}`);
  return count === 1
    ? 'Could not submit the form. There was 1 error.'
    : `Could not submit the form. There were ${count} errors.`;
}
