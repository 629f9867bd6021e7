import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Collects what a server render learns about the page (title, description, HTTP status) so the
 * server can write it into the response. Only the server passes one.
 */
export class RenderCollector {
  title?: string;
  description?: string;
  status = 200;
  setTitle(title: string, description?: string): void {
    this.title = title;
    if (description) this.description = description;
  }
  setStatus(code: number): void {
    this.status = code;
  }
}

interface PageContextValue {
  /** Data the server loaded for this page (see src/server/pages/page-data.ts). */
  pageData: Record<string, unknown>;
  collector?: RenderCollector;
}

const PageContext = createContext<PageContextValue>({ pageData: {} });

export function PageContextProvider({
  value,
  children,
}: {
  value: PageContextValue;
  children: ReactNode;
}) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePageData<T>(key: string): T | undefined {
  return useContext(PageContext).pageData[key] as T | undefined;
}

/** Sets the document title: during SSR into the response head, in the browser on navigation. */
export function usePageTitle(title: string, description?: string): void {
  useContext(PageContext).collector?.setTitle(title, description);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Marks the server response with an HTTP status (no effect in the browser). */
export function useHttpStatus(code: number): void {
  useContext(PageContext).collector?.setStatus(code);
}
