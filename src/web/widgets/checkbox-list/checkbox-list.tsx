import { Field } from '../field/field.tsx';
import { controlId, onGroupBlur, type ChoiceOption, type WidgetProps } from '../field/widget-props.ts';
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
  const { name, label, value, onChange, onBlur, error, hint, required = false, disabled, options } = props;
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
            <div className="choice" key={option.value}>
              <input
                id={optionId}
                name={name}
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint ? (
                <span className="field__hint choice__hint" id={`${optionId}-hint`}>
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </Field>
  );
}
