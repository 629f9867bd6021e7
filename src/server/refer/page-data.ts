import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { servicesFor } from '../services.ts';
import { referConfig, referringCustomer } from './submit-referral.ts';

/**
 * SSR data for /refer-a-friend/ (site-and-tools §2, §6). Key: `refer`, the branches, the online
 * branch and, for a signed-in customer, their branch's name (never their name or number).
 */
export const referPageData: PageDataLoader<'refer-a-friend'> = async ({ app, request }) => {
  const referrer = await referringCustomer(servicesFor(app, request));
  return { refer: referConfig(app.serviceConfig, referrer?.customer ?? null) };
};
