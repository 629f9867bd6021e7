import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { conversionRoutes } from './conversions/index.ts';
import { branchRoutes } from './branches/index.ts';
import { calculatorRoutes } from './calculator/index.ts';
import { newsRoutes } from './news/index.ts';
import { captchaRoutes } from './captcha/index.ts';
import { loanApplicationRoutes } from './loan-app/index.ts';
import { addressFinderRoutes } from './address-finder/index.ts';
import { contactRoutes } from './contact/index.ts';
import { complaintRoutes } from './complaints/index.ts';
import { hardshipPublicRoutes } from './hardship/index.ts';
import { uploadRoutes } from './uploads/index.ts';
import { applicationStatusRoutes } from './application-status/index.ts';
import { bankStatementRoutes } from './bank-statements/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { referRoutes } from './refer/index.ts';
import { sandboxRoutes } from '../sandboxes/index.ts';
import { guardedArea } from '../session/guards.ts';
import { sessionRoutes } from './session/index.ts';
import { ACCOUNT_API_PREFIX, accountRoutes } from './account/index.ts';
import { devOutboxRoutes } from './dev-outbox/index.ts';
import { STAFF_API_PREFIX, staffRoutes } from './staff/index.ts';
import { accessReportRoutes } from './staff/access-report.ts';
import { INSIGHT_STAFF_PREFIX, insightEventRoutes, insightStaffArea } from './insight/index.ts';

/** Every API route plugin, registered before the page renderer. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(conversionRoutes);
  await app.register(branchRoutes);
  await app.register(calculatorRoutes);
  await app.register(newsRoutes);
  await app.register(captchaRoutes);
  await app.register(loanApplicationRoutes);
  await app.register(addressFinderRoutes);
  await app.register(bankStatementRoutes);
  await app.register(paymentRoutes);
  await app.register(referRoutes);
  // The sandboxes of the bank link and the payment gateway (src/server/sandboxes).
  await app.register(sandboxRoutes);
  await app.register(sessionRoutes);
  await app.register(contactRoutes);
  // Complaints (issue 32): the public form and the portal's, one call.
  await app.register(complaintRoutes);
  // Hardship (decision 156): the public form, with the loan number and date of birth.
  await app.register(hardshipPublicRoutes);
  // Development and demo only: the sandbox's delivered emails (absent with EMAIL_TRANSPORT=smtp).
  if (app.adapters.email.transport === 'sandbox') await app.register(devOutboxRoutes);
  await app.register(uploadRoutes);
  // The applicant's status, requests and status link (decision 093).
  await app.register(applicationStatusRoutes);
  // One guard per prefix (architecture "API surface"): the roles issue adds the routes inside.
  await app.register(guardedArea('customer', accountRoutes), { prefix: ACCOUNT_API_PREFIX });
  await app.register(guardedArea('broker'), { prefix: '/api/broker' });
  await app.register(guardedArea('staff', staffRoutes), { prefix: STAFF_API_PREFIX });
  // Who viewed an application: the privacy officer's report, guarded by its own capability.
  await app.register(accessReportRoutes);
  // Funnel insight (issue 22): the browser's step events, and the staff's reports.
  await app.register(insightEventRoutes);
  await app.register(insightStaffArea, { prefix: INSIGHT_STAFF_PREFIX });
}
