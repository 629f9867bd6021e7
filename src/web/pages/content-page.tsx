import type { ReactNode } from 'react';
import { usePageTitle } from '../app/page-context.tsx';

interface PageContent {
  title: string;
  heading: string;
  intro: string;
}

/** A page of content: heading, introduction, then whatever the page adds. */
export function ContentPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  usePageTitle(content.title, content.intro);
  return (
    <article className="content-page">
      <h1>{content.heading}</h1>
      <p className="lead">{content.intro}</p>
      {children}
    </article>
  );
}
