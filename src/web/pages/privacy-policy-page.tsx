import { privacyPolicy } from '#content/privacy-policy.ts';
import { usePageTitle } from '../app/page-context.tsx';

export function PrivacyPolicyPage() {
  const privacy = privacyPolicy;
  usePageTitle(privacy.title, privacy.description);
  return (
    <article className="content-page">
      <h1>{privacy.heading}</h1>
      <p>Version {privacy.version}</p>
      {privacy.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
