/**
 * What a page's code asks to be done with the server-rendered page just before the browser entry
 * hydrates it, registered as that code is evaluated (the entry loads the page's route code first).
 * The entry itself carries none of it (docs/decisions/162): a page without such code pays nothing.
 */
type Task = (root: ParentNode) => void;

const tasks: Task[] = [];

export function beforeHydration(task: Task): void {
  tasks.push(task);
}

/** Called once, by the browser entry, just before it hydrates the server-rendered page. */
export function runBeforeHydration(root: ParentNode): void {
  for (const task of tasks.splice(0)) task(root);
}
