/** Text made safe to put in HTML, in text and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1b1b1b;background:#fff}
h1{font-size:1.35rem;margin:0 0 .5rem}.sandbox-badge{display:inline-block;background:#5a2d82;color:#fff;padding:0 .5rem;border-radius:4px;font-size:.85rem}
label{display:block;font-weight:600;margin-top:.75rem}input[type=text],input[type=password]{font:inherit;padding:.4rem;width:100%;max-width:20rem;border:1px solid #595959;border-radius:4px}
fieldset{border:0;padding:0;margin:.75rem 0}legend{font-weight:600}.choice{display:flex;gap:.5rem;align-items:center;margin:.25rem 0}.choice label{margin:0;font-weight:400}
button,.button{font:inherit;margin-top:1rem;padding:.5rem 1rem;background:#1d4f91;color:#fff;border:0;border-radius:4px;text-decoration:none;display:inline-block;cursor:pointer}
.button--secondary{background:#fff;color:#1d4f91;border:1px solid #1d4f91}.error{color:#b00020;font-weight:600}.hint{color:#4a4a4a}`;

/** One page of a sandbox: a plain, accessible HTML document with a visible "Sandbox" badge. */
export function sandboxPage(options: { title: string; body: string; script?: string }): string {
  return `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head>
<body><main aria-label="${escapeHtml(options.title)}"><p><span class="sandbox-badge">Sandbox</span></p>${options.body}</main>${options.script ?? ''}</body>
</html>`;
}

/** A form's error, announced and linked to its input by id. */
export function errorText(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}" role="alert">${escapeHtml(message)}</p>` : '';
}
