import { useState, type ComponentType } from 'react';
import { hardshipPublicWords as copy } from '#content/lending/hardship.ts';
import { ACCOUNT_HARDSHIP_PATH } from '#domain/session/paths.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { Link } from '#web/router/router.tsx';

/**
 * "Apply online" on the public hardship page (decision 156): the form's code (its runtime, rules
 * and captcha) loads when the visitor asks for it, as the complaint form's does, so the page
 * stays light until then.
 */
export function HardshipStart() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  return (
    <section aria-labelledby="hardship-form-heading">
      <h2 id="hardship-form-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <p>
        <Link to={signInPathReturningTo(ACCOUNT_HARDSHIP_PATH)}>{copy.signIn}</Link>
      </p>
      {Form ? (
        <Form />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            aria-busy={loading}
            onClick={() => {
              setLoading(true);
              void import('./public-hardship-form.on-demand.tsx').then((module) =>
                setForm(() => module.PublicHardshipForm),
              );
            }}
          >
            {loading ? copy.loading : copy.open}
          </button>
        </p>
      )}
    </section>
  );
}
