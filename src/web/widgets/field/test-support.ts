/** The text of the elements a control's aria-describedby points at, as a screen reader reads it. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `[missing #${id}]`).join(' ');
}
