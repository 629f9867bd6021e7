import type { ReactNode } from 'react';
import { usePageTitle } from '../app/page-context.tsx';
import { usePageViewEvent } from '../site/tracking/page-view-event.ts';

interface PageContent {
  title: string;
  heading: string;
  intro: string;
  /** For search results; the introduction when there is none. */
  description?: string;
}

/**
 * A page of content: heading, introduction, then whatever the page adds. Viewing one is the
 * ViewContent conversion (site-and-tools §7; src/web/site/tracking/README.md).
 */
export function ContentPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  usePageTitle(content.title, content.description ?? content.intro);
  // Once the page is idle, as on home: the tracker's code is not fetched for it (decision 157).
  usePageViewEvent('ViewContent', { whenIdle: true });
  return (
    <article className="content-page">
      <h1>{content.heading}</h1>
      <p className="lead">{content.intro}</p>
      {children}
    </article>
  );
}
