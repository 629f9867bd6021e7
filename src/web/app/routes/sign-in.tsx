export { SignInPage as Component } from '#web/features/account/sign-in-page.tsx';
