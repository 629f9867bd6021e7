import { hardshipPage } from '#content/lending/hardship.ts';
import { ACCOUNT_HARDSHIP_PATH } from '#domain/session/paths.ts';
import { Link } from '#web/router/router.tsx';

/** The portal's way to financial hardship (issue 32): a heading, a line and the link. */
export function HardshipLink() {
  return (
    <section aria-labelledby="hardship-link-heading">
      <h2 id="hardship-link-heading">{hardshipPage.heading}</h2>
      <p>{hardshipPage.linkIntro}</p>
      <p>
        <Link to={ACCOUNT_HARDSHIP_PATH}>{hardshipPage.title}</Link>
      </p>
    </section>
  );
}
