import type { ReactNode } from 'react';

/**
 * What every form widget takes (site-and-tools §3 "generic input definition": id, name, label,
 * value, error, disabled, update). The form runtime's `field(name)` (src/web/forms) returns
 * these, so `<Text {...field('Email')} label="Email" />` wires a widget to the form.
 *
 * A widget hidden by its condition is simply not rendered by its caller (`form.isShown(name)`).
 */
export interface WidgetProps<Value> {
  /** The input's name: the key in the form values and in the posted form. */
  name: string;
  /** The id of the widget's (first) control, which the label points at and the form focuses on an error. Defaults to `name`. */
  id?: string | undefined;
  label: ReactNode;
  value: Value;
  onChange: (value: Value) => void;
  /** Called when focus leaves the widget (for a group, when it leaves the whole group). */
  onBlur?: (() => void) | undefined;
  /** The message to show; its presence marks the control aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Not required: the label shows "(optional)". */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A line of help under this option (checkbox lists and radios). */
  hint?: ReactNode;
}

/** The id of a widget's first control. */
export function controlId(props: { id?: string | undefined; name: string }): string {
  return props.id ?? props.name;
}

/** Calls `onBlur` only when focus leaves the group, not when it moves between its own controls. */
export function onGroupBlur(onBlur: (() => void) | undefined) {
  return (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
    if (
      onBlur &&
      !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
    )
      onBlur();
  };
}
