import { Choice } from '../field/choice.tsx';
import { Field } from '../field/field.tsx';
import {
  controlId,
  onGroupBlur,
  type ChoiceOption,
  type WidgetProps,
} from '../field/widget-props.ts';
import '../field/choices.css';

export interface CheckboxListProps extends WidgetProps<string[]> {
  options: readonly ChoiceOption[];
}

/**
 * A group of checkboxes whose value is the list of ticked option values, in option order
 * (site-and-tools §3 "checkboxlist"). Required means at least one ticked; the boxes themselves
 * carry no `required`, which would say each one must be ticked.
 */
export function CheckboxList(props: CheckboxListProps) {
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
  } = props;
  const id = controlId(props);
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} group>
      <div className="choices" onBlur={onGroupBlur(onBlur)}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <Choice
              key={option.value}
              id={optionId}
              name={name}
              type="checkbox"
              option={option}
              checked={value.includes(option.value)}
              onChange={(checked) => toggle(option.value, checked)}
              disabled={disabled}
              invalid={Boolean(error)}
            />
          );
        })}
      </div>
    </Field>
  );
}
