import { complaintForm } from '#content/complaints.ts';
import { FormStart } from '#web/forms/form-start.tsx';

const load = () => import('./complaint-form.on-demand.tsx').then((module) => module.ComplaintForm);

/**
 * "Tell us online" on the complaints page and in the portal: the form's code (its runtime and
 * rules) loads when the visitor asks for it, so the light page stays within its budget
 * (bench/route-sizes.ts).
 */
export function ComplaintStart() {
  return <FormStart headingId="complaint-form-heading" words={complaintForm} load={load} />;
}
