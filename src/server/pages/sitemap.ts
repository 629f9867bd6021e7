import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The site's public origin: PUBLIC_BASE_URL when set, else the origin the request came to. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.env.PUBLIC_BASE_URL
    ? new URL(app.env.PUBLIC_BASE_URL).origin
    : `${request.protocol}://${request.host}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml from the route table (issue 10 "Content"): every listed page, and one page per
 * branch for the branch route's parameter (the caller lists both).
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** robots.txt: everything may be crawled except the API and the unlisted journey pages. */
export function robotsTxt(origin: string, unlisted: string[]): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...unlisted.map((path) => `Disallow: ${path}`),
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
