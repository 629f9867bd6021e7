/**
 * The one way a site helper (sticky, equal-height, scroll animations, ajax pagination) reports a
 * problem with the page it is attached to (site-and-tools §8): logged only, never shown to the
 * visitor. `helper` prefixes the message unless the spec fixes the exact text (the Ajax failure is
 * logged "only as 'AJAX load failed'"). The element is named by its tag, id and classes, never by
 * its text, so no personal data reaches the log.
 */
export function logSiteError(
  message: string,
  { helper, element }: { helper?: string; element?: Element } = {},
): void {
  const prefix = helper ? `${helper}: ` : '';
  console.error(`${prefix}${message}${element ? ` (${describe(element)})` : ''}`);
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = Array.from(element.classList, (name) => `.${name}`).join('');
  return `${element.tagName.toLowerCase()}${id}${classes}`;
}
