import { API } from '#domain/contracts/wire.ts';

/**
 * Ends the session on the server (the session row is deleted), then loads the home page afresh,
 * so nothing of the signed-in page stays on screen. A failed call still leaves: the home page then
 * shows whether the session is still there. Loaded on the click, not with every page.
 */
export async function signOut(): Promise<void> {
  await fetch(API.signOut.path, { method: API.signOut.method }).catch(() => undefined);
  window.location.assign('/');
}
