import { useEffect } from 'react';

/**
 * Warns before leaving once a field has changed (loan-application §4 "Leave prompt"). Browsers show
 * their own wording for beforeunload; the spec's message is set as the return value for those that
 * still read it. Not in debug mode; removed as soon as `active` turns false (after a 401, §8).
 */
export function useLeavePrompt(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      event.returnValue = message;
      return message;
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
