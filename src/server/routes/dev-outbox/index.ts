import type { FastifyInstance } from 'fastify';
import { brand } from '#content/brand.ts';
import { sandboxDeliveries, type SandboxEmail } from '#server/adapters/email/sandbox.ts';

export const OUTBOX_PAGE_PATH = '/dev/outbox/';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// http(s) links in a message's text, made clickable; the rest stays text.
const LINK = /\bhttps?:\/\/[^\s<>"']+/g;
function textWithLinks(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(message: SandboxEmail): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.recipient)}</dd>
<dt>From</dt><dd>${escapeHtml(message.sender)}</dd>
<dt>Delivered</dt><dd>${escapeHtml(message.deliveredAt.toISOString())}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd>
</dl>
<pre>${textWithLinks(message.text)}</pre>
</article>`;
}

/**
 * The sandbox's outbox page (issue 8 "Emails"): every message the sandbox email adapter
 * delivered, newest first, with its links clickable, so a demo or a developer can follow an
 * emailed link. Registered only with the sandbox transport: absent in production (SMTP), and
 * never indexed.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(OUTBOX_PAGE_PATH, async (_request, reply) => {
    const messages = await sandboxDeliveries(app.db);
    const body =
      messages.length === 0
        ? '<p>No emails yet.</p>'
        : messages.map((message) => messageHtml(message)).join('\n');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow').send(`<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>Email outbox (sandbox): ${escapeHtml(brand.name)}</title>
</head>
<body>
<main>
<h1>Email outbox (sandbox)</h1>
<p>Emails the sandbox delivered instead of sending them (EMAIL_TRANSPORT=sandbox), newest first.</p>
${body}
</main>
</body>
</html>`);
  });
}
