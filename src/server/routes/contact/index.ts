import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import { contactMessageContract } from '#domain/contracts/contact.ts';
import { saveContactMessage } from '#server/contact/save-contact-message.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { servicesFor } from '#server/services.ts';

/** A person writes a few messages, a script many: the contact form's limit per client address. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The contact form's call: captcha first, then the rule table, then the table. */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    contactMessageContract.path,
    {
      schema: { body: contactMessageContract.body, response: contactMessageContract.response },
      config: {
        rateLimit: CONTACT_RATE_LIMIT,
        captcha: {
          action: 'submit_form',
          signals: (body: { Name: string; [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            // The sandbox's risk rule reads a last name: the last word of the name.
            lastName: body.Name.trim().split(/\s+/).at(-1),
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request, reply) => {
      await saveContactMessage(servicesFor(app, request), request.body);
      return reply.status(201).send({ received: true });
    },
  );
}
