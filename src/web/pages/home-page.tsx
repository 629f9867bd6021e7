import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homePage } from '#content/home.ts';
import { usePageTitle } from '../app/page-context.tsx';

/** The home page; `findBranch` is the branch finder's box, composed in by src/web/app (decision 026). */
export function HomePage({ findBranch }: { findBranch: ReactNode }) {
  usePageTitle(homePage.title, homePage.intro);
  return (
    <article className="home">
      <section className="hero">
        <h1>{homePage.heading}</h1>
        <p className="lead">{homePage.intro}</p>
        <Link className="button button--primary" to="/loan-application/step-1/">
          {homePage.apply}
        </Link>
      </section>
      <ul className="highlights">
        {homePage.highlights.map((item) => (
          <li key={item.heading}>
            <h2>{item.heading}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {findBranch}
    </article>
  );
}
