import { FieldMessages, OptionalMarker, describedBy, fieldClassName } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './checkbox.css';

export type CheckboxProps = WidgetProps<boolean>;

/**
 * One checkbox with its label beside it (site-and-tools §3 "checkbox"): consents and confirmations.
 * Required means it must be ticked.
 */
export function Checkbox(props: CheckboxProps) {
  const { name, label, value, onChange, onBlur, error, hint, required = false, disabled } = props;
  const id = controlId(props);
  return (
    <div className={fieldClassName(error, 'checkbox')}>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="choice">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id}>
          {label}
          <OptionalMarker required={required} />
        </label>
      </div>
    </div>
  );
}
