import type { ReactNode } from 'react';
import { Link } from '#web/router/router.tsx';
import { homePage } from '#content/home.ts';
import { Carousel } from '#web/site/carousel/carousel.tsx';
import { FeatureVideo } from '#web/site/feature-video/feature-video.tsx';
import { usePageTitle } from '../app/page-context.tsx';
import { usePageViewEvent } from '../site/tracking/page-view-event.ts';

/** A hero's illustration: decorative (the heading says it all); width and height reserve its space. */
function HeroImage({ image }: { image: { src: string; width: number; height: number } }) {
  return (
    <img className="hero__image" src={image.src} width={image.width} height={image.height} alt="" />
  );
}

/**
 * The home page; `findBranch` is the branch finder's box, composed in by src/web/app (decision 026).
 * It is the site's main content page, so viewing it is the ViewContent conversion (site-and-tools
 * §7), sent once the page is idle so that it costs the first paint nothing.
 */
export function HomePage({ findBranch }: { findBranch: ReactNode }) {
  usePageTitle(homePage.title, homePage.intro);
  usePageViewEvent('ViewContent', { whenIdle: true });
  const video = homePage.featureVideo;
  // The heroes (site-and-tools §2): the first is the first paint; the others are in the raw HTML
  // too, inert until the carousel's behaviour shows them. The page's heading is above them, so it
  // stays in reach whichever hero shows.
  const heroes = [
    <section className="hero" key="first">
      <div>
        <h2 className="hero__heading">{homePage.firstHero}</h2>
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
      <HeroImage image={homePage.heroImage} />
    </section>,
    ...homePage.moreHeroes.map((hero) => (
      <section className="hero" key={hero.heading}>
        <div>
          <h2 className="hero__heading">{hero.heading}</h2>
          <p className="lead">{hero.text}</p>
          <p className="hero__actions">
            <Link className="button button--primary" to={hero.link.to}>
              {hero.link.label}
            </Link>
          </p>
        </div>
        <HeroImage image={hero.image} />
      </section>
    )),
  ];
  return (
    <article className="home">
      <h1>{homePage.heading}</h1>
      <Carousel labels={homePage.carousel} slides={heroes} />
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
      <section className="feature" aria-labelledby="feature-video-heading">
        <div>
          <h2 id="feature-video-heading">{video.heading}</h2>
          <p>{video.text}</p>
        </div>
        <FeatureVideo video={video} />
      </section>
      {findBranch}
    </article>
  );
}
