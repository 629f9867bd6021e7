import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';

/**
 * Ends the session on the server (the session row is deleted), then loads the home page afresh,
 * so nothing of the signed-in page stays on screen. A failed call still leaves: the home page then
 * shows whether the session is still there. Loaded on the click, not with every page.
 */
export async function signOut(): Promise<void> {
  await callApi(API.signOut);
  window.location.assign('/');
}
