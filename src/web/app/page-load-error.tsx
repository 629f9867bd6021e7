import { Component, type ReactNode } from 'react';
import { pageLoadFailed } from '#content/page-errors.ts';
import { useHttpStatus, usePageTitle } from './page-context.tsx';

function PageLoadFailed() {
  useHttpStatus(500);
  usePageTitle(pageLoadFailed.title);
  return (
    <article className="content-page">
      <h1>{pageLoadFailed.heading}</h1>
      <p className="lead" role="alert">
        {pageLoadFailed.intro}
      </p>
    </article>
  );
}

/**
 * A page whose code or data could not be loaded on a client-side navigation (a lost connection,
 * a release that replaced the page's chunk): said in the page, with the header and footer kept.
 * The layout keys it by path, so the next navigation tries again.
 */
export class PageLoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A page could not be loaded', error);
  }
  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
