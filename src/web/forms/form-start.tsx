import { useState, type ComponentType, type ReactNode } from 'react';

/**
 * The start of a public posted form (the complaint form, the public hardship form): its heading,
 * its intro and a button that loads the form's code (its runtime, rules and captcha) when the
 * visitor asks for it, so the page stays light until then (bench/route-budgets.test.ts). Imports
 * nothing but React: it is in the page.
 */
export function FormStart(props: {
  headingId: string;
  words: { heading: string; intro: string; open: string; loading: string };
  /** The form's module, loaded on demand (`() => import('./x.on-demand.tsx').then(…)`). */
  load: () => Promise<ComponentType>;
  /** What stands between the intro and the form (a sign-in link). */
  children?: ReactNode;
}) {
  const { headingId, words, load, children } = props;
  const [Form, setForm] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      <p>{words.intro}</p>
      {children}
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
              void load().then((loaded) => setForm(() => loaded));
            }}
          >
            {loading ? words.loading : words.open}
          </button>
        </p>
      )}
    </section>
  );
}
