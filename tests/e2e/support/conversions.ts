import type { Page, Response } from 'playwright-core';

export interface PostedBrowsingEvent {
  eventName: string;
  sourceUrl: string;
  /** What the server answered: 202 when it stored the event. */
  status: number;
}

/**
 * Every browsing conversion event the page posts, in the order the server answered them.
 * The tracker posts with keepalive, and Chromium reports such a request to Playwright by its
 * response but without a "requestfinished": so this listens for the response.
 */
export function browsingEvents(page: Page): PostedBrowsingEvent[] {
  const events: PostedBrowsingEvent[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/conversions/browsing')) return;
    events.push({
      ...(request.postDataJSON() as { eventName: string; sourceUrl: string }),
      status: response.status(),
    });
  });
  return events;
}
