import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation/engine.ts';
import { REFER_RULES, presetBranch, type ReferConfig } from './fields.ts';

const akl = { id: '1', name: 'Auckland Central', email: 'akl@kowhai.example.nz' };
const wlg = { id: '2', name: 'Wellington', email: 'wlg@kowhai.example.nz' };
const online = { id: 'online', name: 'Online', email: 'online@kowhai.example.nz' };
const config = (overrides: Partial<ReferConfig> = {}): ReferConfig => ({
  branches: [akl, wlg],
  onlineBranch: online,
  customer: null,
  ...overrides,
});
const errorsOf = (values: Record<string, unknown>, c: ReferConfig) =>
  Object.keys(validateFields(REFER_RULES, { values, today: new Date(), config: c }));

describe('refer a friend: who chooses the branch (site-and-tools §2, §6)', () => {
  it('an anonymous visitor with several branches chooses one and gives a name', () => {
    expect(presetBranch(config())).toBeNull();
    expect(errorsOf({}, config())).toEqual([
      'Name',
      'Branch',
      'FriendName',
      'FriendPhone',
      'FriendEmail',
    ]);
  });

  it('a single branch is chosen for the visitor and not asked', () => {
    expect(presetBranch(config({ branches: [wlg] }))).toEqual(wlg);
    expect(errorsOf({}, config({ branches: [wlg] }))).not.toContain('Branch');
  });

  it("a signed-in customer's branch is matched by name, else the online branch; the name is not asked", () => {
    const customer = { branch: ' wellington ' };
    expect(presetBranch(config({ customer }))).toEqual(wlg);
    expect(presetBranch(config({ customer: { branch: 'Dunedin' } }))).toEqual(online);
    expect(presetBranch(config({ customer: { branch: null } }))).toEqual(online);
    expect(errorsOf({}, config({ customer }))).toEqual([
      'FriendName',
      'FriendPhone',
      'FriendEmail',
    ]);
  });

  it('refuses a branch that is not offered', () => {
    expect(errorsOf({ Branch: '99' }, config())).toContain('Branch');
    expect(errorsOf({ Branch: 'online' }, config())).not.toContain('Branch');
  });
});
