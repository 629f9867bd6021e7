import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordConversion } from '#server/conversions/record-conversion.ts';
import { servicesFor } from '#server/services.ts';

// spec: site-and-tools §7 "Conversion events": the names the site and the application send.
export const BROWSING_EVENTS = [
  'ViewContent',
  'Contact',
  'FindLocation',
  'Calculator engagement',
  'Fast-500-Apply-Now',
  'Apply-Now-Button-Click',
  'Application-Step1',
] as const;
export const APPLICATION_EVENTS = [
  'Step1 Submit',
  'Step2 Submit',
  'Step3 Submit',
  'SubmitApplication',
  'Conditional Approval',
  'Auto-Decline',
  'Application-Complete',
] as const;

// Only the path of the page is kept: query strings can carry names and emails (loan-application §2).
const sourceUrl = z
  .string()
  .max(2048)
  .transform((value, ctx) => {
    try {
      return new URL(value, 'http://localhost').pathname;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'sourceUrl must be a URL' });
      return z.NEVER;
    }
  });

const browsingBody = z.object({ eventName: z.enum(BROWSING_EVENTS), sourceUrl });
const applicationBody = z.object({
  eventName: z.enum(APPLICATION_EVENTS),
  sourceUrl,
  token: z.string().min(1).max(100),
});

export async function conversionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    '/api/conversions/browsing',
    { schema: { body: browsingBody }, config: limits },
    async (request, reply) => {
      await recordConversion(servicesFor(app, request), { kind: 'browsing', ...request.body });
      return reply.status(202).send({ recorded: true });
    },
  );

  app.post(
    '/api/conversions/application',
    { schema: { body: applicationBody }, config: limits },
    async (request, reply) => {
      await recordConversion(servicesFor(app, request), { kind: 'application', ...request.body });
      return reply.status(202).send({ recorded: true });
    },
  );
}
