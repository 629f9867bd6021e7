import { describe, expect, it } from 'vitest';
import { referrerPage } from './referrer-page.ts';

describe('referrerPage: the http_referrer of the form state (loan-application §3)', () => {
  it('keeps the origin and path of the page the applicant came from, never its query or fragment', () => {
    expect(referrerPage('https://www.google.com/search?q=jane+smith+loan#top')).toBe(
      'https://www.google.com/search',
    );
    expect(referrerPage('http://localhost:3000/calculator/?amount=5000')).toBe(
      'http://localhost:3000/calculator/',
    );
  });

  it('keeps nothing of an empty, unreadable or non-web address', () => {
    for (const address of [
      '',
      'not an address',
      'javascript:alert(1)',
      'file:///etc/passwd',
      7,
      null,
    ])
      expect(referrerPage(address)).toBeNull();
  });
});
