import { Choice } from '../field/choice.tsx';
import { Field } from '../field/field.tsx';
import {
  controlId,
  onGroupBlur,
  type ChoiceOption,
  type WidgetProps,
} from '../field/widget-props.ts';
import '../field/choices.css';
import './radio.css';

export interface RadioProps extends WidgetProps<string> {
  options: readonly ChoiceOption[];
  /** Options side by side (short answers such as Yes/No). */
  inline?: boolean;
}

/**
 * A radio group as fieldset and legend (site-and-tools §3 "radio"). The arrow keys move between
 * options as browsers do for radios sharing a name; the value is the chosen option's value or ''.
 */
export function Radio(props: RadioProps) {
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
    options,
    inline,
  } = props;
  const id = controlId(props);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} group>
      <div className={inline ? 'choices choices--inline' : 'choices'} onBlur={onGroupBlur(onBlur)}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <Choice
              key={option.value}
              id={optionId}
              name={name}
              type="radio"
              option={option}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              disabled={disabled}
              invalid={Boolean(error)}
            />
          );
        })}
      </div>
    </Field>
  );
}
