import { useState, type ReactNode } from 'react';

/** One named example of a widget, shown in the widget gallery and checked by its browser test. */
export interface WidgetExample {
  name: string;
  render: () => ReactNode;
}

/** A widget's examples: the `examples.tsx` in each widget folder exports one of these. */
export interface WidgetExamples {
  /** The widget's folder name (kebab-case), also the id of its gallery section. */
  widget: string;
  title: string;
  examples: WidgetExample[];
}

/** Holds an example's value so it behaves as in a form: `<Demo initial="">{(value, onChange) => ...}</Demo>`. */
export function Demo<Value>({
  initial,
  children,
}: {
  initial: Value;
  children: (value: Value, onChange: (value: Value) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}
