import { useState, type ComponentType } from 'react';
import { complaintForm } from '#content/complaints.ts';

/**
 * "Tell us online" on the complaints page and in the portal: the form's code (its runtime and
 * rules) loads when the visitor asks for it, so the light page stays within its budget
 * (bench/route-sizes.ts).
 */
export function ComplaintStart() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  return (
    <section aria-labelledby="complaint-form-heading">
      <h2 id="complaint-form-heading">{complaintForm.heading}</h2>
      <p>{complaintForm.intro}</p>
      {Form ? (
        <Form />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            aria-busy={loading}
            onClick={() => {
              setLoading(true);
              void import('./complaint-form.on-demand.tsx').then((module) =>
                setForm(() => module.ComplaintForm),
              );
            }}
          >
            {loading ? complaintForm.loading : complaintForm.open}
          </button>
        </p>
      )}
    </section>
  );
}
