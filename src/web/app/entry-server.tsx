import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';
import { PageContextProvider, RenderCollector } from './page-context.tsx';
import { brand } from '#content/brand.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders one URL to HTML for the server (contract: src/server/plugins/pages.ts SsrModule). */
export async function render(url: string, pageData: Record<string, unknown>) {
  const collector = new RenderCollector();
  const html = renderToString(
    <StrictMode>
      <PageContextProvider value={{ pageData, collector }}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageContextProvider>
    </StrictMode>,
  );
  const title = escapeHtml(collector.title ?? brand.name);
  const description = collector.description
    ? `<meta name="description" content="${escapeHtml(collector.description)}" />`
    : '';
  return { html, head: `<title>${title}</title>${description}`, status: collector.status };
}
