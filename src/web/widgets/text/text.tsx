import type { HTMLAttributes } from 'react';
import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';

export type TextType = 'text' | 'email' | 'tel' | 'password' | 'number';

export interface TextProps extends WidgetProps<string> {
  /** Defaults to 'text'. `maxLength` does not apply to 'number' (browsers ignore it there). */
  type?: TextType;
  maxLength?: number;
  /** The autofill token (name, email, tel ...): helps everyone, required by WCAG 1.3.5 for personal data. */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  /** Hide "(optional)": use <TextNoOptional> rather than setting this. */
  hideOptional?: boolean;
}

/** A one-line text input: text, email, tel, password or number (site-and-tools §3 "text"). */
export function Text(props: TextProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    hint,
    required = false,
    disabled,
    type = 'text',
    maxLength,
    autoComplete,
    inputMode,
    spellCheck,
    hideOptional,
  } = props;
  const id = controlId(props);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      hideOptional={hideOptional}
    >
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}
