import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Demo } from '../gallery/example.tsx';
import type { WidgetProps } from './widget-props.ts';

/**
 * Test support: renders a widget as a form holds it (its value in state, like the gallery's Demo)
 * and records every value it reports. `after` adds a button after it, for tests that leave a group.
 */
export function renderWidget<Value, Props extends WidgetProps<Value>>(
  Widget: ComponentType<Props>,
  props: Omit<Props, 'value' | 'onChange'>,
  initial: Value,
  options: { after?: boolean } = {},
): { changes: Value[]; container: HTMLElement } {
  const changes: Value[] = [];
  const widget = (
    <Demo initial={initial}>
      {(value, onChange) => {
        const controlled = {
          ...props,
          value,
          onChange: (next: Value) => {
            changes.push(next);
            onChange(next);
          },
        } as Props;
        return <Widget {...controlled} />;
      }}
    </Demo>
  );
  const { container } = render(
    options.after ? (
      <>
        {widget}
        <button type="button">After</button>
      </>
    ) : (
      widget
    ),
  );
  return { changes, container };
}
