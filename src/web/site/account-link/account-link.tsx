import { Link } from '#web/router/router.tsx';
import { accountNavigation as copy } from '#content/navigation.ts';
import { SIGN_IN_PATH } from '#domain/session/paths.ts';

/**
 * The header's account control (issue 8 "Sign-in"): "Sign out" when signed in, else a "Sign in"
 * link. Kept small: it is on every page, the home page's budget included.
 */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  if (!signedIn)
    return (
      <Link to={SIGN_IN_PATH} className="site-header__account">
        {copy.signIn}
      </Link>
    );
  return (
    <button
      type="button"
      className="site-header__account"
      onClick={() => void import('./sign-out.on-demand.ts').then(({ signOut }) => signOut())}
    >
      {copy.signOut}
    </button>
  );
}
