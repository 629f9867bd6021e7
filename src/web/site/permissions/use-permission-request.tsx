import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { PermissionKind, PermissionState } from '#domain/permissions/permissions.ts';
import type { PermissionDialogProps } from './permission-dialog.on-demand.tsx';
import { lazyChunk, loadChunk } from '../on-demand/load-chunk.ts';

// The model, its texts and its dialog load with the first request, not with the page.
const PermissionDialog = lazyChunk(
  'permission-dialog',
  () => import('./permission-dialog.on-demand.tsx'),
);
const loadModel = () =>
  loadChunk(
    'permissions',
    () => import('./permission-request.on-demand.ts'),
    (module) => typeof module.requestPermission === 'function',
  );

type PendingQuestion = PermissionDialogProps;

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

  const request = useCallback(async (kind: string) => {
    const { requestPermission, permissionDialogs } = await loadModel();
    const text = permissionDialogs[kind];
    if (!text) return requestPermission(kind);
    const confirm = (asked: PermissionKind) =>
      new Promise<boolean>((resolve) => {
        const question: PendingQuestion = {
          kind: asked,
          text,
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
      });
    return requestPermission(kind, confirm);
  }, []);

  const dialog = pending ? (
    <Suspense fallback={null}>
      <PermissionDialog {...pending} />
    </Suspense>
  ) : null;

  return { request, dialog };
}
