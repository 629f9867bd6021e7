import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_REDIRECT_KEY, type RouteData, type RouteDataId } from '#domain/pages/route-data.ts';
import { pageDataContract } from '#domain/contracts/page-data.ts';
import { ROOT_DIR } from '../paths.ts';
import type { PageDataLoaders } from '../pages/page-data-loader.ts';
import {
  inlineEntryStyles,
  readStylesheets,
  routeAssetLinks,
  type Manifest,
  type Stylesheets,
} from '../pages/assets.ts';
import { publicOrigin, robotsTxt, sitemapXml } from '../pages/sitemap.ts';
import { listBranches } from '../branches/repository.ts';

/** What the web app's SSR entry (src/web/app/entry-server.tsx) exports; the server knows only this contract. */
export interface SsrModule {
  render(
    url: string,
    loadRouteData: (id: RouteDataId) => Promise<RouteData>,
    /** The site's public origin, for canonical links. */
    origin: string,
  ): Promise<{
    html: string;
    head: string;
    status: number;
    /** The matched routes' data, by route id, for hydration. */
    pageData: Partial<Record<RouteDataId, RouteData>>;
    /** The matched routes' code, as keys of the client build's manifest. */
    modules: string[];
  }>;
  /** The public pages of the route table without parameters, for sitemap.xml and robots.txt. */
  sitemapPaths(): { listed: string[]; unlisted: string[] };
}

interface PageRenderer {
  template(url: string): Promise<string>;
  ssr(): Promise<SsrModule>;
  /** The client build's manifest; none in development, where Vite serves the modules. */
  manifest?: Manifest;
  /** The build's stylesheets, carried in each page that needs them (docs/decisions/068). */
  sheets?: Stylesheets;
}

// Hashed file names never change content: browsers and CDNs may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Per request, so fast over smallest (quality 11 is for the build's static files).
const PAGE_BROTLI_QUALITY = 5;

/**
 * Serves the React app: every GET outside /api is rendered to HTML on the server (so the raw
 * HTML holds the page's text) and hydrated in the browser. Unknown /api paths get a JSON 404.
 */
export async function registerPages(
  app: FastifyInstance,
  options: {
    enabled: boolean;
    /** Each route's data loader: the registry above the features (src/server/page-data.ts). */
    pageDataLoaders: PageDataLoaders;
  },
): Promise<void> {
  const { pageDataLoaders } = options;
  const renderer = options.enabled ? await createRenderer(app) : undefined;

  // A route's data on a client-side navigation, from the same loader as the server render.
  app.withTypeProvider<ZodTypeProvider>().get(
    pageDataContract.path,
    {
      schema: {
        params: pageDataContract.params,
        querystring: pageDataContract.querystring,
        response: pageDataContract.response,
      },
    },
    async (request, reply) => {
      const url = new URL(request.query.path, 'http://localhost');
      const data = await pageDataLoaders[request.params.id]({ app, request, url });
      return reply.header('cache-control', 'no-store').send(data);
    },
  );

  if (renderer) {
    // Both from the route table, through the SSR entry (the server never imports src/web).
    app.get('/sitemap.xml', async (request, reply) => {
      const { listed } = (await renderer.ssr()).sitemapPaths();
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .send(sitemapXml(publicOrigin(app, request), [...listed, ...(await branchPaths(app))]));
    });
    app.get('/robots.txt', async (request, reply) => {
      const { unlisted } = (await renderer.ssr()).sitemapPaths();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin(app, request), unlisted));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const api = pathname.startsWith('/api/') || pathname === '/api';
    // A page's form sent before its script arrived (each says method="post", so its fields never
    // reach the address): back to the page, where the script will be.
    if (renderer && !api && request.method === 'POST') return reply.redirect(request.url, 303);
    if (!renderer || api || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    return renderPage(app, { renderer, pageDataLoaders }, request, reply);
  });
}

/** One page per branch, for the branch route's parameter. */
async function branchPaths(app: FastifyInstance): Promise<string[]> {
  return (await listBranches(app.db)).map((branch) => branch.url);
}

async function renderPage(
  app: FastifyInstance,
  { renderer, pageDataLoaders }: { renderer: PageRenderer; pageDataLoaders: PageDataLoaders },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = request.url;
  const pageUrl = new URL(url, 'http://localhost');
  const [template, ssr] = await Promise.all([renderer.template(url), renderer.ssr()]);
  let redirect: string | undefined;
  const { html, head, status, pageData, modules } = await ssr.render(
    url,
    async (id) => {
      const routeData = await pageDataLoaders[id]({ app, request, url: pageUrl });
      redirect ??= redirectOf(routeData);
      return routeData;
    },
    publicOrigin(app, request),
  );
  if (redirect) return reply.header('cache-control', 'no-store').redirect(redirect, 303);
  const links = renderer.manifest
    ? routeAssetLinks(renderer.manifest, modules, renderer.sheets)
    : '';
  // JSON in a non-executed script element: no inline script, so the CSP stays strict.
  const data = `<script type="application/json" id="page-data">${serializeForHtml(pageData)}</script>`;
  const page = template
    .replace('<!--app-head-->', head + links)
    .replace('<!--app-html-->', html)
    .replace('<!--page-data-->', data);
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding')
    .send(compressFor(request, page, reply));
}

/**
 * Where a route's loader sends the browser instead of rendering the page (its PAGE_REDIRECT_KEY,
 * a path on this site). The page itself navigates there on a client-side navigation.
 */
function redirectOf(routeData: RouteData): string | undefined {
  const to = PAGE_REDIRECT_KEY in routeData ? routeData[PAGE_REDIRECT_KEY] : undefined;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : undefined;
}

/**
 * Pages are rendered by the not-found handler, which is no route, so @fastify/compress (app.ts)
 * sets up neither its hook nor reply.compress for them: compressed here, brotli first, when the
 * browser asks.
 */
function compressFor(request: FastifyRequest, page: string, reply: FastifyReply): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(page, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
    });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(page);
  }
  return page;
}

/** JSON that cannot close the script element or open a comment. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

async function createRenderer(app: FastifyInstance): Promise<PageRenderer> {
  if (app.env.NODE_ENV === 'development') return createDevRenderer(app);
  const distDir = path.resolve(ROOT_DIR, app.env.WEB_DIST_DIR);
  const CLIENT_DIST_DIR = path.join(distDir, 'client');
  const SSR_ENTRY = path.join(distDir, 'ssr/entry-server.js');
  const MANIFEST = path.join(CLIENT_DIST_DIR, '.vite/manifest.json');
  if (![SSR_ENTRY, path.join(CLIENT_DIST_DIR, 'index.html'), MANIFEST].every(existsSync)) {
    throw new Error(
      'The web app is not built: run `npm run build` (npm start does this when no build exists).',
    );
  }
  await app.register(fastifyStatic, {
    root: CLIENT_DIST_DIR,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each script and style (vite.config.ts): served as asked.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
    },
  });
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;
  const sheets = await readStylesheets(CLIENT_DIST_DIR, manifest);
  const template = inlineEntryStyles(
    await readFile(path.join(CLIENT_DIST_DIR, 'index.html'), 'utf8'),
    sheets,
  );
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as SsrModule;
  return { template: async () => template, ssr: async () => ssr, manifest, sheets };
}

/** Development: Vite serves modules with hot reload and renders the current source on each request. */
async function createDevRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const { default: middie } = await import('@fastify/middie');
  const vite = await createServer({
    root: ROOT_DIR,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((req, res, next) => {
    if (req.url?.startsWith('/api/')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', async () => vite.close());
  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(ROOT_DIR, 'index.html'), 'utf8')),
    ssr: async () => (await vite.ssrLoadModule('/src/web/app/entry-server.tsx')) as SsrModule,
  };
}
