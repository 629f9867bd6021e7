import type { ReactNode } from 'react';
import { longDate } from '#domain/calendar/new-zealand-date.ts';

interface DocumentLink {
  id: string;
  href: string;
  title: string;
  at: string;
}

/**
 * Documents from us (an application's, a loan's), each a PDF the server gives only to its
 * customer, with the day it was made and what else the page says of it (`more`); or `none`.
 */
export function DocumentLinks<Document extends DocumentLink>(props: {
  documents: readonly Document[];
  none: string;
  /** The link's words after the title: that it opens a PDF. */
  opens: string;
  more?: (document: Document) => ReactNode;
}) {
  const { documents, none, opens, more } = props;
  if (documents.length === 0) return <p>{none}</p>;
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.href}>
            {document.title} {opens}
          </a>{' '}
          ({longDate(new Date(document.at))}){more?.(document)}
        </li>
      ))}
    </ul>
  );
}
