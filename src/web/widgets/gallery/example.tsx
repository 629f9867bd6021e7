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

/**
 * A framed stand-in for the window, for a page-level widget shown in an example (the header, the
 * back-to-top button, the quick-links bar): what the widget fixes to the window sits at the
 * frame's edges instead (layout containment makes the frame its containing block), and what
 * slides out of the window is clipped by the frame. The widget still follows the page's scroll.
 */
export function DemoFrame({
  children,
  bottomBar = false,
  fixedHeight = false,
}: {
  children: ReactNode;
  /** Leaves room at the bottom for a widget fixed to the window's bottom edge. */
  bottomBar?: boolean;
  /**
   * Keeps the frame one height whatever shows in it, its content scrolling inside: for a widget
   * that shows only once the page has hydrated (the cookie notice), so that showing it moves none
   * of the examples below while a visitor is clicking them.
   */
  fixedHeight?: boolean;
}) {
  const className = [
    'widget-gallery__frame',
    bottomBar ? 'widget-gallery__frame--bottom-bar' : '',
    fixedHeight ? 'widget-gallery__frame--fixed-height' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <div className={className}>{children}</div>;
}
