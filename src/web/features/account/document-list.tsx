import type { ReactNode } from 'react';
import { longDate } from '#domain/calendar/new-zealand-date.ts';

type Document = { id: string; title: string; href: string; at: string };

/**
 * Documents for the customer, each a PDF through the server with the day it was made; `none`
 * when there are none yet, `after` for what an item adds.
 */
export function DocumentList<D extends Document>(props: {
  documents: readonly D[];
  words: { none: string; opens: string };
  after?: (document: D) => ReactNode;
}) {
  const { documents, words, after } = props;
  if (documents.length === 0) return <p>{words.none}</p>;
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.href}>
            {document.title} {words.opens}
          </a>{' '}
          ({longDate(new Date(document.at))}){after?.(document)}
        </li>
      ))}
    </ul>
  );
}
