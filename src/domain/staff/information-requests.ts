/**
 * Information requests (issue 20 "An application" 4, decision 092): what staff asked an applicant
 * for, one item per document or question, each requested, received or accepted. Asking again
 * closes an item (`replaced`, never shown as current) and opens a new one with the reason.
 */
export const ITEM_STATES = ['requested', 'received', 'accepted'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** How long an applicant has, in New Zealand working days, unless staff choose otherwise. */
export const DEFAULT_DUE_WORKING_DAYS = 5;
export const MAX_DUE_WORKING_DAYS = 30;

/** One current item as both staff and the applicant see it. */
export interface RequestedItemView {
  id: number;
  kind: 'document' | 'question';
  /** The document's label, or the question itself. */
  label: string;
  /** New Zealand calendar date, YYYY-MM-DD. */
  dueDate: string;
  state: ItemState;
  askAgainReason: string | null;
  requestedAt: string;
  receivedAt: string | null;
}

/** An item on the staff page: what the applicant sent (the answer, or the upload to open). */
export interface StaffRequestedItemView extends RequestedItemView {
  answer: string | null;
  uploadReference: string | null;
}

/** A staff note (issue 20 "Internal notes"): staff only. */
export interface StaffNoteView {
  id: number;
  by: string;
  text: string;
  at: string;
}

/** Whether every current item is in (received or accepted): the application goes back to review. */
export function everythingIn(items: readonly { state: string }[]): boolean {
  const current = items.filter((item) => item.state !== 'replaced');
  return current.length > 0 && current.every((item) => item.state !== 'requested');
}
