import { pages } from '#content/pages.ts';
import { usePageTitle } from '../app/page-context.tsx';

export function PrivacyPolicyPage() {
  const privacy = pages.privacy;
  usePageTitle(privacy.title);
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
