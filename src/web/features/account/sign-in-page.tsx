import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '#web/router/router.tsx';
import { signInCopy as copy } from '#content/account-copy.ts';
import { SIGN_IN_FIELDS } from '#domain/session/sign-in-fields.ts';
import { RETURN_TO_PARAM, homeOf, safeReturnPath } from '#domain/session/sign-in-paths.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { takeTypedBeforeHydration } from '#web/app/typed-before-hydration.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Text } from '#web/widgets/text/text.tsx';
import type { SecondFactorStep } from '#domain/session/two-factor.ts';
import { TWO_FACTOR_CODE_MAX_LENGTH } from '#domain/session/two-factor.ts';
import { OneTimeCode } from './one-time-code.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import { useHydrated } from '#web/app/use-hydrated.ts';
import './account.css';

const rules = () => SIGN_IN_FIELDS;
const context = (values: FormValues): RuleContext => ({ values, today: new Date(), config: {} });
const isField = (name: string) => SIGN_IN_FIELDS.some((rule) => rule.name === name);
const factsOf = (name: string) => inputFactsOf(SIGN_IN_FIELDS.find((rule) => rule.name === name));

/**
 * The sign-in form's state and its send. Signed in, the browser loads `returnTo` or the
 * account's home; refused, the reason shows and is announced, and a staff account may be asked
 * for its second factor.
 */
function useSignIn(returnTo: string | null) {
  const { state, form, field, ref } = useForm({
    rules,
    context,
    initialValues: { email: '', password: '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // Staff (decision 094): after the password, their code; or, in a real deployment, setting up.
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  const [code, setCode] = useState('');
  // Signed in: the page is leaving, and the form stays busy until it has gone.
  const leaving = useRef(false);

  // The button waits for the script: a submit before it would go nowhere (never with the
  // password in a URL: the form posts). What was typed before is kept.
  const ready = useHydrated();
  useEffect(() => {
    const typed = takeTypedBeforeHydration(isField);
    for (const [name, value] of Object.entries(typed ?? {})) form.change(name, value);
  }, [form]);

  const submit = () =>
    form.submit({
      busyMessage: copy.busy,
      staysBusy: () => leaving.current,
      onError: () => form.announce(copy.failed),
      send: async () => {
        setRefusal(null);
        const { signIn } = await import('./api.ts');
        const outcome = await signIn({
          email: asText(state.values.email),
          password: asText(state.values.password),
          ...(secondFactor === 'code' && code.trim() ? { code: code.trim() } : {}),
        });
        if (outcome.kind === 'signed-in') {
          leaving.current = true;
          window.location.assign(returnTo ?? homeOf(outcome.account));
          return;
        }
        const message = outcome.kind === 'refused' ? outcome.message : copy.failed;
        if (outcome.kind === 'refused' && outcome.secondFactor)
          setSecondFactor(outcome.secondFactor);
        setRefusal(message);
        form.announce(message);
      },
    });

  const leave = () => {
    leaving.current = true;
    window.location.assign(returnTo ?? homeOf('staff'));
  };
  return { state, field, ref, ready, refusal, secondFactor, code, setCode, submit, leave };
}

type SignIn = ReturnType<typeof useSignIn>;

/** Email address and password, then a staff account's code once the server asks for it. */
function SignInForm({ signIn }: { signIn: SignIn }) {
  const { state, field, ref, ready, refusal, secondFactor, code, setCode, submit } = signIn;
  return (
    <form
      noValidate
      ref={ref}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {refusal ? (
        <p className="sign-in__refusal" id="sign-in-refusal">
          {refusal}
        </p>
      ) : null}
      <Text
        {...field('email', asText)}
        {...factsOf('email')}
        label={copy.emailLabel}
        hideOptional
      />
      <Text
        {...field('password', asText)}
        {...factsOf('password')}
        label={copy.passwordLabel}
        hideOptional
      />
      {secondFactor === 'code' ? (
        <div className="sign-in__code">
          <OneTimeCode
            id="sign-in-code"
            label={copy.codeLabel}
            inputMode="text"
            maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
            value={code}
            aria-describedby={refusal ? 'sign-in-refusal' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!ready || state.busy}>
        {copy.submit}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

/**
 * The sign-in page (issue 8 "Sign-in"): email address and password on the form runtime. Signed
 * in, the browser loads its destination afresh (the `returnTo` path on this site, else the
 * account's home), so every part of the page, the header too, knows the new session.
 */
export function SignInPage() {
  usePageTitle(copy.title);
  const { search } = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  // The root loader's actor (kind only); a page without it is anonymous.
  const signedInAs = usePageData('actor')?.kind ?? 'anonymous';
  const signIn = useSignIn(returnTo);
  const { state, refusal } = signIn;

  if (signIn.secondFactor === 'enrol')
    return (
      <article className="sign-in">
        <h1>{copy.heading}</h1>
        {refusal ? <p className="sign-in__refusal">{refusal}</p> : null}
        <TwoFactorSetup
          credentials={{
            email: asText(state.values.email),
            password: asText(state.values.password),
          }}
          onDone={signIn.leave}
        />
      </article>
    );
  return (
    <article className="sign-in">
      <h1>{copy.heading}</h1>
      {signedInAs !== 'anonymous' ? (
        <p>
          {copy.alreadySignedIn}{' '}
          <Link to={returnTo ?? homeOf(signedInAs)}>{copy.continueLink}</Link>
        </p>
      ) : null}
      <p>{copy.intro}</p>
      <SignInForm signIn={signIn} />
    </article>
  );
}
