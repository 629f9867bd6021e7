import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROOT_DIR } from '../paths.ts';
import { publicActor } from '#domain/session/actor.ts';
import { loadPageData } from '../pages/page-data.ts';

/** What the web app's SSR entry (src/web/app/entry-server.tsx) exports; the server knows only this contract. */
export interface SsrModule {
  render(
    url: string,
    pageData: Record<string, unknown>,
  ): Promise<{ html: string; head: string; status: number }>;
}

interface PageRenderer {
  template(url: string): Promise<string>;
  ssr(): Promise<SsrModule>;
}

/**
 * Serves the React app: every GET outside /api is rendered to HTML on the server (so the raw
 * HTML holds the page's text) and hydrated in the browser. Unknown /api paths get a JSON 404.
 */
export async function registerPages(
  app: FastifyInstance,
  options: { enabled: boolean },
): Promise<void> {
  const renderer = options.enabled ? await createRenderer(app) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      !renderer ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    return renderPage(app, renderer, request, reply);
  });
}

async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = request.url;
  // Every page tells the browser who the visitor is: kind and a broker's referrer, no personal data.
  const pageData = { actor: publicActor(request.actor), ...(await loadPageData(app, url)) };
  const [template, ssr] = await Promise.all([renderer.template(url), renderer.ssr()]);
  const { html, head, status } = await ssr.render(url, pageData);
  // JSON in a non-executed script element: no inline script, so the CSP stays strict.
  const data = `<script type="application/json" id="page-data">${serializeForHtml(pageData)}</script>`;
  const page = template
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html)
    .replace('<!--page-data-->', data);
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);
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
  if (!existsSync(SSR_ENTRY) || !existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
    throw new Error(
      'The web app is not built: run `npm run build` (npm start does this when no build exists).',
    );
  }
  await app.register(fastifyStatic, {
    root: CLIENT_DIST_DIR,
    prefix: '/',
    index: false,
    wildcard: false,
    // Hashed asset names never change content: cache for a year.
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const template = await readFile(path.join(CLIENT_DIST_DIR, 'index.html'), 'utf8');
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as SsrModule;
  return { template: async () => template, ssr: async () => ssr };
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
