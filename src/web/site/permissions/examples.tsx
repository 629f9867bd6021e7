import { useState } from 'react';
import type { PermissionKind, PermissionState } from '#domain/permissions/permissions.ts';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { storePermission } from './browser-permissions.ts';
import { usePermissionRequest } from './use-permission-request.tsx';

/**
 * Asks for one kind through the permissions model and shows the state it stored. Only the
 * model's state: the browser's own prompt, and the position itself, are never asked for here.
 */
function PermissionDemo({ kind, ask }: { kind: PermissionKind; ask: string }) {
  const { request, dialog } = usePermissionRequest();
  const [state, setState] = useState<PermissionState | null>(null);
  return (
    <>
      <button type="button" className="button" onClick={() => void request(kind).then(setState)}>
        {ask}
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() => {
          storePermission(kind, 'PENDING');
          setState(null);
        }}
      >
        Forget the answer
      </button>
      <p role="status">{state ? `Stored state: ${state}` : null}</p>
      {dialog}
    </>
  );
}

export const permissionsExamples: WidgetExamples = {
  widget: 'permissions',
  title: 'Browser permissions',
  examples: [
    {
      name: 'geolocation, asked in a dialog first',
      render: () => <PermissionDemo kind="geolocation" ask="Ask to use your location" />,
    },
    {
      name: 'clipboard-write, no dialog (assumed yes)',
      render: () => <PermissionDemo kind="clipboard-write" ask="Ask to copy to your clipboard" />,
    },
  ],
};
