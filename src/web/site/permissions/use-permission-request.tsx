import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { PermissionKind, PermissionState } from '#domain/permissions/permissions.ts';
import { permissionDialogs } from '#content/permissions.ts';
import { Modal } from '../modal/modal.tsx';
import { requestPermission } from './browser-permissions.ts';

interface PendingQuestion {
  kind: PermissionKind;
  answer: (yes: boolean) => void;
}

/**
 * The permissions model for a component: `request(kind)` resolves to the permission state,
 * asking the visitor in an in-page dialog (content/permissions.ts) when the model says so.
 * Render `dialog` somewhere in the component. Closing the dialog (Escape, outside click) is a no.
 */
export function usePermissionRequest(): {
  request: (kind: string) => Promise<PermissionState>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const pendingRef = useRef<PendingQuestion | null>(null);

  const confirm = useCallback(
    (kind: PermissionKind) =>
      new Promise<boolean>((resolve) => {
        const question: PendingQuestion = {
          kind,
          answer: (yes) => {
            pendingRef.current = null;
            setPending(null);
            resolve(yes);
          },
        };
        // A second request while one is open answers the first with no, so no promise hangs.
        pendingRef.current?.answer(false);
        pendingRef.current = question;
        setPending(question);
      }),
    [],
  );

  const request = useCallback(
    (kind: string) => requestPermission(kind, permissionDialogs[kind] ? confirm : undefined),
    [confirm],
  );

  const text = pending ? permissionDialogs[pending.kind] : undefined;
  const dialog =
    pending && text ? (
      <Modal
        name={`permission-${pending.kind}-modal`}
        open
        title={text.title}
        onClose={() => pending.answer(false)}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => pending.answer(true)}
            >
              {text.yes}
            </button>
            <button type="button" className="button" onClick={() => pending.answer(false)}>
              {text.no}
            </button>
          </>
        }
      >
        <p>{text.text}</p>
      </Modal>
    ) : null;

  return { request, dialog };
}
