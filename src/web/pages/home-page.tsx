import type { ReactNode } from 'react';
import { Link } from '#web/router/router.tsx';
import { homePage } from '#content/home.ts';
import { usePageTitle } from '../app/page-context.tsx';

/** The home page; `findBranch` is the branch finder's box, composed in by src/web/app (decision 026). */
export function HomePage({ findBranch }: { findBranch: ReactNode }) {
  usePageTitle(homePage.title, homePage.intro);
  const image = homePage.heroImage;
  return (
    <article className="home">
      <section className="hero">
        <div>
          <h1>{homePage.heading}</h1>
          <p className="lead">{homePage.intro}</p>
          <p className="hero__actions">
            <Link className="button button--primary" to="/loan-application/step-1/">
              {homePage.apply}
            </Link>
            <Link className="button" to="/loan-calculator/">
              {homePage.calculator}
            </Link>
          </p>
        </div>
        {/* Decorative: the heading says what the page is about. Width and height reserve its space. */}
        <img
          className="hero__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
        />
      </section>
      <ul className="highlights">
        {homePage.highlights.map((item) => (
          <li key={item.heading}>
            <img
              className="card__icon"
              src={`/images/icons/${item.icon}.svg`}
              width="48"
              height="48"
              alt=""
            />
            <h2>{item.heading}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {findBranch}
    </article>
  );
}
