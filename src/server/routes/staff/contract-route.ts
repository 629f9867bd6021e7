import type {
  ContextConfigDefault,
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
export interface StaffContract extends FastifySchema {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/** A handler typed by the contract's schemas (params, body, query and response). */
type ContractHandler<Contract extends StaffContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<Contract, 'method' | 'path'>,
  ZodTypeProvider
>;

/** A contract's handler that takes its area's deps (built from the request) first. */
export type HandlerWith<Deps, Contract extends StaffContract> = (
  deps: Deps,
  ...call: Parameters<ContractHandler<Contract>>
) => ReturnType<ContractHandler<Contract>>;

/**
 * Serves `contract` with `handler` in a plugin registered at STAFF_API_PREFIX: the method, the
 * path and every schema come from the contract, so a route cannot drift from what the web calls;
 * `guard` is the route's own guard besides its area's.
 */
export function staffRoute<Contract extends StaffContract>(
  app: FastifyInstance,
  contract: Contract,
  handler: ContractHandler<Contract>,
  guard?: onRequestHookHandler,
): void {
  const { method, path, ...schema } = contract;
  const url = path.slice(STAFF_API_PREFIX.length);
  app
    .withTypeProvider<ZodTypeProvider>()
    .route({ method, url, schema, handler, ...(guard ? { onRequest: guard } : {}) });
}
