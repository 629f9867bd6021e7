import type { ChoiceOption } from './widget-props.ts';

export interface ChoiceProps {
  id: string;
  name: string;
  type: 'radio' | 'checkbox';
  option: ChoiceOption;
  checked: boolean;
  onChange(checked: boolean): void;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid: boolean;
}

/** One option of a radio group or checkbox list: the control, its label and its own hint. */
export function Choice({
  id,
  name,
  type,
  option,
  checked,
  onChange,
  required,
  disabled,
  invalid,
}: ChoiceProps) {
  return (
    <div className="choice">
      <input
        id={id}
        name={name}
        type={type}
        value={option.value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={option.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{option.label}</label>
      {option.hint ? (
        <span className="field__hint choice__hint" id={`${id}-hint`}>
          {option.hint}
        </span>
      ) : null}
    </div>
  );
}
