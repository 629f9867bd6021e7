import { hardshipPublicWords as copy } from '#content/lending/hardship.ts';
import { ACCOUNT_HARDSHIP_PATH } from '#domain/session/paths.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { FormStart } from '#web/forms/form-start.tsx';
import { Link } from '#web/router/router.tsx';

const load = () =>
  import('./public-hardship-form.on-demand.tsx').then((module) => module.PublicHardshipForm);

/**
 * "Apply online" on the public hardship page (decision 156): the form's code (its runtime, rules
 * and captcha) loads when the visitor asks for it, as the complaint form's does, so the page
 * stays light until then.
 */
export function HardshipStart() {
  return (
    <FormStart headingId="hardship-form-heading" words={copy} load={load}>
      <p>
        <Link to={signInPathReturningTo(ACCOUNT_HARDSHIP_PATH)}>{copy.signIn}</Link>
      </p>
    </FormStart>
  );
}
