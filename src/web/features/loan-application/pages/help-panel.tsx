import type { ReactNode } from 'react';

/**
 * The step's help panel (loan-application §1 "Each step has a help panel"): a native disclosure,
 * so it opens by keyboard and screen readers announce its state without extra code.
 */
export function HelpPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <details className="application-help">
      <summary>{heading}</summary>
      <div className="application-help__body">{children}</div>
    </details>
  );
}
