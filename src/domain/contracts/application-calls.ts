/**
 * The calls the application's steps make as they start, save and look up an address: their
 * method and path, part of the wire table (`API` in wire.ts spreads them), in a file of their own
 * so that a step held to its budget does not load every call's path for these (issue 33 finding
 * 1, docs/decisions/157).
 */
export const APPLICATION_CALLS = {
  loanAppSave: { method: 'POST', path: '/api/loan-app/save' },
  loanAppPreSaveCheck: { method: 'POST', path: '/api/loan-app/pre-save-check' },
  loanAppResume: { method: 'POST', path: '/api/loan-app/resume' },
  loanAppLog: { method: 'POST', path: '/api/loan-app/log' },
  /** Funnel insight: a step page's view or leaving (issue 22). */
  insightEvent: { method: 'POST', path: '/api/insight/events' },
  addressSearch: { method: 'GET', path: '/api/address-finder/search' },
  addressSearchPostal: { method: 'GET', path: '/api/address-finder/search-postal' },
  addressDetail: { method: 'GET', path: '/api/address-finder/detail' },
  addressFinderConfig: { method: 'GET', path: '/api/address-finder/config' },
} as const;

// spec: loan-application §8 (the known message that opens app-pre-save-check-error-modal)
export const PRE_SAVE_CHECK_FAILED_MESSAGE = 'pre-save check failed';
