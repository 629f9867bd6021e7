export { PrivacyPolicyPage as Component } from '#web/pages/privacy-policy-page.tsx';
