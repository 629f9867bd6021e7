import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findTextProblem } from '#domain/contracts/text.ts';
import { HttpError } from '../http-error.ts';

/**
 * Refuses, with a 400 naming the field, any request whose body, query or path parameters hold
 * text the database cannot store (U+0000, a lone surrogate) or values nested absurdly deep
 * (issue 12 finding 3, decision 041). A hook on every route, the page renderer included, so an
 * endpoint added tomorrow is covered without doing anything; it runs after the body is parsed and
 * before the route's schema and handler.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every request, and a promise each time costs (issue 12 finding 12).
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findTextProblem(request.params) ??
      findTextProblem(request.query) ??
      findTextProblem(request.body);
    done(problem && new HttpError(400, problem.message, { [problem.field]: problem.message }));
  });
});
