/**
 * The rule engine's contract (loan-application §5, site-and-tools §5 "Form engine").
 * A form is a table of FieldRules; the same table runs in the browser (live and on submit) and on
 * the server (never trust the browser).
 */

/** Error kinds of the engine, plus the widgets' own (incomplete, upload, invalid). */
export type ErrorKind =
  | 'required'
  | 'pattern'
  | 'min'
  | 'max'
  | 'range'
  | 'file-format'
  | 'file-size'
  | 'custom'
  | 'incomplete'
  | 'upload'
  | 'invalid';

export interface FieldError {
  kind: ErrorKind;
  message: string;
}

/** All values of the form by input name, as the browser holds them (strings, lists, objects). */
export type FormValues = Record<string, unknown>;

/** What a rule may look at besides its own value. */
export interface RuleContext<Config = unknown> {
  values: FormValues;
  /** "Today" for age and expiry checks; passed in so the engine stays pure and testable. */
  today: Date;
  /** Form-specific configuration (amount limits, thresholds, role flags ...). */
  config: Config;
}

/** A predicate over the context; conditions, required-ness and disabled-ness may depend on other values. */
export type Predicate<Config = unknown> = (context: RuleContext<Config>) => boolean;

/**
 * How a text-like field is entered (the input's type attribute). 'hidden': a value the page sets
 * itself (query, configuration); it is never rendered as an input and never required.
 */
export type FieldInputType = 'text' | 'email' | 'tel' | 'password' | 'hidden';

/** The on-screen keyboard a field asks for (the inputmode attribute). */
export type FieldInputMode = 'text' | 'numeric' | 'decimal' | 'tel' | 'email';

import type { FileUploadSettings } from '../forms/file-upload.ts';

/**
 * The widget facts of a field, read by the browser's widgets and the server's log redaction, so
 * a field's limits and nature are written once (architecture "One definition per field").
 */
export interface FieldFacts {
  type?: FieldInputType;
  /** The autofill token; required by WCAG 1.3.5 for personal data the browser may know. */
  autocomplete?: string;
  inputMode?: FieldInputMode;
  /** False for codes and numbers a spell checker would only mark wrong. */
  spellCheck?: false;
  /** Identifies a person or describes them: never logged, redacted from client logs. */
  personal?: true;
  /** Stored encrypted at rest (identity document numbers; issue 12 finding 10, decision 030). */
  encryptAtRest?: true;
  /** A file-upload field: the extensions and size its widget accepts (site-and-tools §5). */
  upload?: FileUploadSettings;
  /**
   * The longest text the input takes as typed, when the rule's `normalise` shortens it ("ABC 123"
   * for a 6-character plate); the widget's maxlength. Defaults to the rule's maxLength.
   */
  typedMaxLength?: number;
  /**
   * A choice's options as its rule lists them (`choice` sets them): values, or values with the
   * label the applicant saw. The staff page reads the label (answer-text.ts); a bare value is
   * its own label.
   */
  options?: readonly string[] | readonly { value: string; label?: unknown }[];
  /**
   * How the answer reads back to staff (answer-text.ts): a date in words, a phone number grouped,
   * an address in New Zealand order, a branch's name, dollars. Plain text when absent.
   */
  answerFormat?: 'date' | 'phone' | 'address' | 'branch' | 'money';
}

export interface FieldRule<Config = unknown> extends FieldFacts {
  /** The input's name (the key in FormValues and in the saved form data). */
  name: string;
  required?: boolean | Predicate<Config>;
  /**
   * Rewrites the value as typed into the form it is checked and saved in ("$3,000" → "3000",
   * "abc 123" → "ABC123"; issue 11). The engine runs it before every check, the browser when the
   * input loses focus and before a submit, the server before it saves. It returns a value it cannot
   * read unchanged (for its pattern to report), and a second run changes nothing.
   */
  normalise?: (value: unknown) => unknown;
  /** False: the input is not shown and not validated. */
  condition?: Predicate<Config>;
  /** True: the input is shown disabled and not validated. */
  disabled?: Predicate<Config>;
  /** The widget's own check (date of birth, income rows, address, file): returns an error kind or null. */
  component?: (value: unknown, context: RuleContext<Config>) => ErrorKind | null;
  /** Tested against the trimmed string value when the value is not empty. */
  pattern?: RegExp;
  /** Numeric bounds, checked on the numeric value when the value is not empty. */
  min?: number | ((context: RuleContext<Config>) => number);
  max?: number | ((context: RuleContext<Config>) => number);
  /** Longest accepted string; a longer value fails with kind 'max'. */
  maxLength?: number;
  /** Any other rule: true when the value is acceptable. */
  custom?: (value: unknown, context: RuleContext<Config>) => boolean;
  /** Messages by kind; a kind without one falls back to the engine's default messages. */
  messages?: Partial<Record<ErrorKind, string>>;
}

/** Field name → its first failure. Fields that pass are absent. */
export type FieldErrors = Record<string, FieldError>;
