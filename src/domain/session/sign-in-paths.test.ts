import { describe, expect, it } from 'vitest';
import { homeOf, safeReturnPath, signInPathReturningTo } from './sign-in-paths.ts';

describe('the return path after signing in (issue 8 "Sign-in")', () => {
  it.each([
    ['/account/', '/account/'],
    [
      '/loan-application/step-2/?referrer=demo-broker#top',
      '/loan-application/step-2/?referrer=demo-broker#top',
    ],
    ['/a/../account/', '/account/'],
  ])('accepts the path %s on this site', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative host', '//evil.example/account/'],
    ['a backslash browsers read as a slash', '/\\evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'account/'],
    ['a control character', '/account/\n'],
    ['the sign-in page itself', '/sign-in/?returnTo=/account/'],
    ['nothing', ''],
    ['a path too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('sends a customer to the portal, staff to the workspace and a broker to step 1', () => {
    expect(homeOf('customer')).toBe('/account/');
    expect(homeOf('broker')).toBe('/loan-application/step-1/');
    expect(homeOf('staff')).toBe('/staff/');
  });

  it('builds the sign-in address that returns to a page', () => {
    expect(signInPathReturningTo('/account/')).toBe('/sign-in/?returnTo=%2Faccount%2F');
  });
});
