import { useEffect, useSyncExternalStore } from 'react';

/**
 * Single-key shortcuts on a workspace page (issue 29 "What to build" 6). WCAG 2.1.4 (character
 * key shortcuts): they can be turned off, the setting is kept in this browser (not personal
 * data), and they act only while the page itself has the focus: never while typing in a field,
 * and never with Ctrl, Alt or the command key held.
 */
const STORAGE_KEY = 'staff-shortcuts';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
const isOn = () => window.localStorage.getItem(STORAGE_KEY) !== 'off';

/** Whether the shortcuts are on (the default, and on the server's render), and the switch. */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isOn, () => true);
  const change = (next: boolean) => {
    if (next) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, 'off');
    for (const listener of listeners) listener();
  };
  return [on, change];
}

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Calls `keys[event.key]` on a key press while `on` and the page (not a field) has the focus. */
export function useShortcuts(on: boolean, keys: Readonly<Record<string, () => void>>): void {
  useEffect(() => {
    if (!on) return;
    const press = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target)) return;
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', press);
    return () => document.removeEventListener('keydown', press);
  }, [on, keys]);
}
