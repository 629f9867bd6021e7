// The customer portal's code. The app composes the loan application's resume storage into the
// portal (features never import each other): "Continue" keeps the pair where the step page reads
// it. Imported on the click, so the step pages keep the storage in their own chunk.
import { PortalPage, type ResumeKeys } from '#web/features/account/portal-page.tsx';

const keepResumeKeys = async (keys: ResumeKeys) =>
  (await import('#web/features/loan-application/resume-storage.ts')).writeResumeKeys(keys);

export function Component() {
  return <PortalPage keepResumeKeys={keepResumeKeys} />;
}
