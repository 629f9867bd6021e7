export interface Announcement {
  message: string;
  /** Counts announcements, so saying the same message again is still a change screen readers hear. */
  sequence: number;
}

export interface FormAnnouncerProps {
  announcement: Announcement | null;
  /**
   * 'polite' (default) waits for the screen reader to finish: after a blocked submit, focus moves
   * to the first invalid input at the same moment, and the field and its error are heard first.
   * 'assertive' interrupts: for news that cannot wait.
   */
  politeness?: 'polite' | 'assertive';
}

/**
 * A live region for a form's spoken announcements ("Could not submit the form. There were 2
 * errors."). It is always in the page, so screen readers are watching it before anything is said;
 * it is visually hidden, as sighted users see the errors themselves.
 */
export function FormAnnouncer({ announcement, politeness = 'polite' }: FormAnnouncerProps) {
  // A no-break space on every other announcement makes a repeated message a change of text.
  const text = announcement
    ? announcement.message + (announcement.sequence % 2 ? '\u00a0' : '')
    : '';
  return (
    <div
      className="visually-hidden"
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
    >
      {text}
    </div>
  );
}
