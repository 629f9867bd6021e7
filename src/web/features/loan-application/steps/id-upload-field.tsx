import { Suspense } from 'react';
import type { ID_UPLOAD_FIELDS } from '#domain/loan-application/fields/step-3.ts';
import { ChunkErrorBoundary } from '#web/site/on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import { Field, describedBy } from '#web/widgets/field/field.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { bindField } from './field-binding.ts';

// Only a broker sees the ID uploads (loan-application §6): the widget and its call load then, not
// with the steps (docs/decisions/028, "*.on-demand" modules; the steps' budget is nearly full).
const Loaded = lazyChunk('id-upload', async () => ({
  default: (await import('./id-upload.on-demand.tsx')).IdUpload,
}));

/**
 * A broker's ID upload on step 3 (loan-application §3 DriverLicenceIdUpload, PassportIdUpload).
 * Until its code has loaded (and in the server's HTML) the field shows its label and a file input
 * that waits, so the page does not jump and the field is there from the first paint.
 */
export function IdUploadField({ name }: { name: keyof typeof ID_UPLOAD_FIELDS }) {
  const view = useApplicationView();
  const { id, label, hint, error, required } = bindField(view, name, () => '');
  const waiting = (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className="file-upload"
    >
      <input id={id} type="file" disabled aria-describedby={describedBy(id, hint, error)} />
      <input type="hidden" name={name} value="" />
    </Field>
  );
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={waiting}>
        <Loaded name={name} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
