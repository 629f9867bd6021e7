import { Link } from 'react-router';
import { homePage } from '#content/home.ts';
import { usePageTitle } from '../app/page-context.tsx';
import { FindBranchBox } from '../features/branch-finder/find-branch-box.tsx';

export function HomePage() {
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
      <FindBranchBox />
    </article>
  );
}
