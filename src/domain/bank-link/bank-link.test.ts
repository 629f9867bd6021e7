import { describe, expect, it } from 'vitest';
import {
  bankLinkOrigin,
  bankStatementsFrameSource,
  readBankLinkMessage,
  readBankLinkValue,
  widgetFrameSource,
  withEntry,
} from './bank-link.ts';

const sandbox = { multibankUrl: '/sandbox/bank-link/', accountCode: 'KOWHAI' };
const illion = { multibankUrl: 'https://multibank.example/iframe/', accountCode: 'KWH01' };

describe('the bank-link iframe source (site-and-tools §7)', () => {
  it('names the customer, or the application and the customer', () => {
    expect(bankStatementsFrameSource(illion, { customer: '42' })).toBe(
      'https://multibank.example/iframe/KWH01-customer:42',
    );
    expect(bankStatementsFrameSource(illion, { customer: '42', application: '7654321' })).toBe(
      'https://multibank.example/iframe/KWH01-application:7654321_customer:42',
    );
  });

  it("the widget's source names the reference: account code + '-webid:' + appref (§3)", () => {
    expect(widgetFrameSource(sandbox, 'abc')).toBe('/sandbox/bank-link/KOWHAI-webid:abc');
  });

  it('trusts the origin of the configured URL, ours for a path', () => {
    expect(bankLinkOrigin(illion, 'https://kowhai.example.nz')).toBe('https://multibank.example');
    expect(bankLinkOrigin(sandbox, 'https://kowhai.example.nz')).toBe('https://kowhai.example.nz');
  });
});

describe('bank-link messages and value (§3, §4)', () => {
  it('reads our messages as objects or JSON text, and nothing else', () => {
    expect(readBankLinkMessage({ event: 'submit_all', success: true })).toEqual({
      event: 'submit_all',
      success: true,
    });
    expect(
      readBankLinkMessage('{"event":"submission_complete","success":true,"reference":"r"}'),
    ).toMatchObject({ event: 'submission_complete', reference: 'r' });
    for (const other of [
      'nonsense',
      null,
      { event: 'other', success: true },
      { event: 'submit_all' },
    ])
      expect(readBankLinkMessage(other)).toBeNull();
  });

  it('adds an entry or replaces the one with its reference', () => {
    const one = withEntry([], { status: 'pending', reference: 'a' });
    const two = withEntry(one, { status: 'complete', reference: 'b' });
    expect(withEntry(two, { status: 'complete', reference: 'a' })).toEqual([
      { status: 'complete', reference: 'b' },
      { status: 'complete', reference: 'a' },
    ]);
  });

  it('reads a posted value back, dropping anything malformed', () => {
    expect(readBankLinkValue('[{"status":"complete","reference":"a"},{"x":1}]')).toEqual([
      { status: 'complete', reference: 'a' },
    ]);
    expect(readBankLinkValue('')).toEqual([]);
    expect(readBankLinkValue('{')).toEqual([]);
  });
});
