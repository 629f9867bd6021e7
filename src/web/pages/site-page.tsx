import type { ReactNode } from 'react';
import { Link } from '#web/router/router.tsx';
import type { SitePage } from '#domain/pages/site-page.ts';
import { ExpandCollapse, ExpandCollapseSet } from '#web/site/expand-collapse/expand-collapse.tsx';
import { usePageTitle } from '../app/page-context.tsx';

/** A brand content page from content/site-pages/pages.ts: heading, introduction, sections, a next step. */
export function SitePageView({ page, children }: { page: SitePage; children?: ReactNode }) {
  usePageTitle(page.title, page.description);
  return (
    <article className="content-page">
      <h1>{page.heading}</h1>
      <p className="lead">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {page.questions && (
        <section aria-labelledby="questions">
          <h2 id="questions">Questions people ask</h2>
          <ExpandCollapseSet>
            {page.questions.map((item) => (
              <ExpandCollapse key={item.question} title={item.question}>
                <p>{item.answer}</p>
              </ExpandCollapse>
            ))}
          </ExpandCollapseSet>
        </section>
      )}
      {children}
      {page.cta && (
        <p>
          <Link className="button button--primary" to={page.cta.to}>
            {page.cta.label}
          </Link>
        </p>
      )}
    </article>
  );
}
