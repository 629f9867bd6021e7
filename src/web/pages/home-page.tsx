import { Link } from 'react-router';
import { pages } from '#content/pages.ts';
import { usePageTitle } from '../app/page-context.tsx';
import { FindBranchBox } from '../features/branch-finder/find-branch-box.tsx';

export function HomePage() {
  const home = pages.home;
  usePageTitle(home.title, home.intro);
  return (
    <article className="home">
      <section className="hero">
        <h1>{home.heading}</h1>
        <p className="lead">{home.intro}</p>
        <Link className="button button--primary" to="/loan-application/step-1/">
          {home.apply}
        </Link>
      </section>
      <ul className="highlights">
        {home.highlights.map((item) => (
          <li key={item.heading}>
            <h2>{item.heading}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <FindBranchBox />
    </article>
  );
}
