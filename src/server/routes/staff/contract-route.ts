import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const STAFF_API_PREFIX = '/api/staff';

/** A staff API call as its contract states it: method, full path and the schemas. */
interface StaffContract extends FastifySchema {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

type StaffApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler typed by the contract's schemas (params, body, query and response). */
type ContractHandler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/**
 * Serves `contract` with `handler` in a plugin registered at STAFF_API_PREFIX: the method, the
 * path and every schema come from the contract, so a route cannot drift from what the web calls;
 * `guard` is the route's own guard besides its area's.
 */
export function staffRoute<Contract extends StaffContract>(
  app: StaffApp,
  contract: Contract,
  handler: ContractHandler<Omit<Contract, 'method' | 'path'>>,
  guard?: onRequestHookHandler,
): void {
  const { method, path, ...schema } = contract;
  const url = path.slice(STAFF_API_PREFIX.length);
  app.route({ method, url, schema, handler, ...(guard ? { onRequest: guard } : {}) });
}
