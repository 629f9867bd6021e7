import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NEWS_PAGE_NOT_FOUND_MESSAGE, newsListingContract } from '#domain/contracts/news.ts';
import { newsListingPage } from '#domain/pages/news-listing.ts';
import { HttpError } from '../../http-error.ts';

// The news changes with a content release only: five minutes keeps an edit visible soon.
const NEWS_CACHE_CONTROL = 'public, max-age=300';

/**
 * The news listing's pages as JSON (site-and-tools §2 "Ajax pagination", §7): the news page's
 * pagination element names this call as its data-ajax URL and adds the clicked link's query
 * string. The same page is rendered by the server at /news/?page=N, from the same content.
 */
export async function newsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    newsListingContract.path,
    {
      schema: {
        querystring: newsListingContract.querystring,
        response: newsListingContract.response,
      },
    },
    async (request, reply) => {
      const { items, pageSize } = app.serviceConfig.site.news;
      const listing = newsListingPage(items, pageSize, request.query.page ?? 1);
      if (!listing) throw new HttpError(404, NEWS_PAGE_NOT_FOUND_MESSAGE);
      return reply.header('cache-control', NEWS_CACHE_CONTROL).send(listing);
    },
  );
}
