import type { FastifyInstance } from 'fastify';
import { branchFinderPageData } from '../routes/branches/page-data.ts';
import { loanApplicationOutcomePageData } from '../loan-application/outcome-page-data.ts';

/**
 * Data a page needs for its first render, loaded by the server and handed to the SSR render and
 * to hydration (as JSON in the page). Each loader matches a path and returns serialisable data
 * with no personal data in it.
 */
export type PageDataLoader = (
  app: FastifyInstance,
  url: URL,
) => Promise<Record<string, unknown> | undefined>;

const loaders: PageDataLoader[] = [branchFinderPageData, loanApplicationOutcomePageData];

export async function loadPageData(
  app: FastifyInstance,
  rawUrl: string,
): Promise<Record<string, unknown>> {
  const url = new URL(rawUrl, 'http://localhost');
  const data: Record<string, unknown> = {};
  for (const loader of loaders) Object.assign(data, await loader(app, url));
  return data;
}
