import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { conversionRoutes } from './conversions/index.ts';
import { branchRoutes } from './branches/index.ts';
import { captchaRoutes } from './captcha/index.ts';
import { loanApplicationRoutes } from './loan-app/index.ts';
import { addressFinderRoutes } from './address-finder/index.ts';
import { guardedArea } from '../session/guards.ts';

/** Every API route plugin, registered before the page renderer. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(conversionRoutes);
  await app.register(branchRoutes);
  await app.register(captchaRoutes);
  await app.register(loanApplicationRoutes);
  await app.register(addressFinderRoutes);
  // One guard per prefix (architecture "API surface"): the roles issue adds the routes inside.
  await app.register(guardedArea('customer'), { prefix: '/api/account' });
  await app.register(guardedArea('broker'), { prefix: '/api/broker' });
  await app.register(guardedArea('staff'), { prefix: '/api/staff' });
}
