import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { CustomerLockSection } from '#domain/loan-application/browser.ts';
import { ChunkErrorBoundary } from '#web/site/on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import { useApplicationView } from '../state/application-context.tsx';
import type { CustomerPartProps } from './customer-summary.on-demand.tsx';

// Only a signed-in customer's steps show these: their code loads then, not with every
// applicant's page (docs/decisions/028, "*.on-demand" modules; the step pages are at their budget).
const Part = lazyChunk('customer-summary', () => import('./customer-summary.on-demand.tsx'));
function OnDemand(props: CustomerPartProps) {
  // Not in the server's render (a lazy part there would fail its boundary): from the first update on.
  if (useApplicationView().state.status === 'initial') return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** Step 1's read-only details of a signed-in customer: name, email, contact, date of birth, gender (§2). */
export const CustomerDetails = () => <OnDemand part="details" />;

/** A signed-in customer's link back to the portal (§2; on step 4 only when configured). */
export const PortalLink = ({ step }: { step: number }) => <OnDemand part="portal" step={step} />;

/** Whether a section is locked for this applicant: a signed-in customer's not yet unlocked. */
export function useLocked(section: CustomerLockSection): boolean {
  const { context, state } = useApplicationView();
  return context.config.roles.isLoggedIn && state.formState.stepLocked[section];
}

/**
 * A section that starts locked for a signed-in customer (§4 "Step locks"): its summary with
 * Change or Add, either of which unlocks it and moves focus to its first question. Anyone else
 * sees the questions.
 */
export function LockedSection({
  section,
  children,
}: {
  section: CustomerLockSection;
  children: ReactNode;
}) {
  const view = useApplicationView();
  const opened = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  const locked = useLocked(section);
  useEffect(() => {
    if (locked || !opened.current) return;
    opened.current = false;
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [locked]);
  if (!locked) return <div ref={ref}>{children}</div>;
  return (
    <OnDemand
      part="locked"
      section={section}
      onUnlock={() => {
        opened.current = true;
        view.actions.unlock(section);
      }}
    />
  );
}
