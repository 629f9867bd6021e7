import { beforeHydration } from './before-hydration.ts';

/**
 * What a visitor typed or chose in a server-rendered form before the page's script ran
 * (issue 7 finding 9: on a slow connection the form paints seconds before the script lands).
 * It is read from the server-rendered controls just before the browser entry hydrates, when a
 * page whose code takes it (a step, sign-in) is the one hydrated (docs/decisions/162); a form
 * takes it into its initial state, so hydration shows the answers instead of wiping them.
 * Generic by input name: text, selects, radios and checkboxes.
 */
export type TypedValue = string | boolean | string[];

let captured: { path: string; values: Record<string, TypedValue> } | undefined;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_TYPED_INTO = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  // With no option marked selected in the HTML, the browser shows the first.
  const initial = Math.max(
    0,
    options.findIndex((option) => option.defaultSelected),
  );
  return select.selectedIndex !== initial;
}

/** The named controls under `root` whose value differs from what the server rendered. */
export function readChangedControls(root: ParentNode): Record<string, TypedValue> {
  const values: Record<string, TypedValue> = {};
  const checkboxes = new Map<string, HTMLInputElement[]>();
  for (const control of root.querySelectorAll<Control>(
    'input[name], select[name], textarea[name]',
  )) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (!selectChanged(control)) continue;
      values[control.name] = control.multiple
        ? Array.from(control.selectedOptions, (option) => option.value)
        : control.value;
    } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      checkboxes.set(control.name, [...(checkboxes.get(control.name) ?? []), control]);
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked && !control.defaultChecked) values[control.name] = control.value;
    } else if (!NOT_TYPED_INTO.has(control.type) && control.value !== control.defaultValue) {
      values[control.name] = control.value;
    }
  }
  for (const [name, boxes] of checkboxes) {
    if (!boxes.some((box) => box.checked !== box.defaultChecked)) continue;
    // One box is a yes/no answer; several with one name are a list of the ticked values.
    values[name] =
      boxes.length === 1 ? boxes[0]!.checked : boxes.filter((b) => b.checked).map((b) => b.value);
  }
  return values;
}

/** Run just before the browser entry hydrates the server-rendered page. */
function keepTypedBeforeHydration(root: ParentNode): void {
  captured = { path: window.location.pathname, values: readChangedControls(root) };
}
beforeHydration(keepTypedBeforeHydration);

/**
 * What was typed before hydration into the form's own inputs (`isField`), taken once: a form
 * lays it over its state in its first effect, after hydration, so hydration itself matches the
 * server's HTML. Undefined on the server, on another page, or when nothing was typed.
 */
export function takeTypedBeforeHydration(
  isField: (name: string) => boolean,
): Record<string, TypedValue> | undefined {
  if (!captured || window.location.pathname !== captured.path) return undefined;
  const typed = Object.fromEntries(
    Object.entries(captured.values).filter(([name]) => isField(name)),
  );
  captured = undefined;
  return Object.keys(typed).length > 0 ? typed : undefined;
}
