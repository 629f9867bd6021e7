import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { servicesFor } from '../services.ts';
import { holdsUnfinishedApplication } from './resume.ts';

/**
 * SSR data for the calculator page: whether to offer "Continue my application" (site-and-tools
 * §2: shown when resume is allowed), which is when the visitor's session holds an application
 * they can still finish (decision 059). A yes or no, nothing about the application.
 */
export const continueApplicationPageData: PageDataLoader<'loan-calculator'> = async ({
  app,
  request,
}) => ({
  applicationInProgress: await holdsUnfinishedApplication(
    servicesFor(app, request),
    request.heldApplicationId,
  ),
});
