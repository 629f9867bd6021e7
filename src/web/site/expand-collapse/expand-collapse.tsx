import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import './expand-collapse.css';

/** An item's state (site-and-tools §4 "Page widgets"): as the page drew it, then opened or closed. */
export type ExpandCollapseState = 'initial' | 'opened' | 'closed';

/** The event that tells other parts of the page an item changed (its detail: id and state). */
export const EXPAND_COLLAPSE_EVENT = 'expand-collapse:change';
export interface ExpandCollapseChange {
  id: string;
  state: Exclude<ExpandCollapseState, 'initial'>;
}

interface SetValue {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}
const SetContext = createContext<SetValue | null>(null);

/** A set of items of which one at most is open: opening one closes the others. */
export function ExpandCollapseSet({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <SetContext.Provider value={{ openId, setOpenId }}>
      <div className="expand-collapse-set">{children}</div>
    </SetContext.Provider>
  );
}

/**
 * An expand/collapse item: a heading whose button shows or hides its panel with a 250 ms slide
 * (none for visitors who prefer reduced motion). Each change is announced to the rest of the page
 * as a document event, so equal-height groups and the like can measure again.
 */
export function ExpandCollapse({
  title,
  children,
  headingLevel = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const id = useId();
  const set = useContext(SetContext);
  const [ownState, setOwnState] = useState<ExpandCollapseState>('initial');
  // In a set, the set decides: this item is open only while it is the set's open item.
  const state: ExpandCollapseState = set
    ? set.openId === id
      ? 'opened'
      : ownState === 'initial'
        ? 'initial'
        : 'closed'
    : ownState;
  const open = state === 'opened';
  const Heading = `h${headingLevel}` as const;

  function toggle() {
    const next = open ? 'closed' : 'opened';
    setOwnState(next);
    if (set) set.setOpenId(next === 'opened' ? id : null);
    document.dispatchEvent(
      new CustomEvent<ExpandCollapseChange>(EXPAND_COLLAPSE_EVENT, { detail: { id, state: next } }),
    );
  }

  return (
    <div className="expand-collapse" data-state={state}>
      <Heading className="expand-collapse__heading">
        <button
          type="button"
          className="expand-collapse__button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={toggle}
        >
          {title}
        </button>
      </Heading>
      <div id={`${id}-panel`} className="expand-collapse__panel">
        <div className="expand-collapse__content">{children}</div>
      </div>
    </div>
  );
}
