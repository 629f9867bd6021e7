/** The steps' "Email me a link" button (decision 059); the rest of its words load on click (resume-link.ts). */
export const RESUME_LINK_BUTTON = 'Email me a link to finish later';
/** The pre-save check's modal offers the same link for the application it found. */
export const RESUME_LINK_MODAL_OFFER = 'Email me a link to continue it';
