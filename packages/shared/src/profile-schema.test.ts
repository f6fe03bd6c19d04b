import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from './profile';
import { userEditBody } from './profile-schema';

const base = { username: 'staff', nickname: '员工', phone: null, email: null };

function messages(input: unknown): string[] {
  const result = userEditBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('PUT /admin/user/edit body (SPEC §5)', () => {
  it('accepts a profile change without password fields', () => {
    expect(messages({ ...base, email: 'a@b.cn', phone: '13800000000' })).toEqual([]);
  });

  it('requires the old password once any password field is given', () => {
    expect(messages({ ...base, newpassword1: 'abcdef', newpassword2: 'abcdef' })).toContain(
      PROFILE_MESSAGES.oldRequired,
    );
  });

  it('refuses an old password under 6 characters', () => {
    expect(
      messages({ ...base, password: '12345', newpassword1: 'abcdef', newpassword2: 'abcdef' }),
    ).toContain(PROFILE_MESSAGES.oldTooShort);
  });

  it('requires the new and the confirm password', () => {
    const m = messages({ ...base, password: '123456' });
    expect(m).toContain(PROFILE_MESSAGES.newRequired);
    expect(m).toContain(PROFILE_MESSAGES.confirmRequired);
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      messages({ ...base, password: '123456', newpassword1: '123456', newpassword2: '123456' }),
    ).toEqual([PROFILE_MESSAGES.sameAsOld]);
  });

  it('refuses a confirmation that differs', () => {
    expect(
      messages({ ...base, password: '123456', newpassword1: 'abcdef', newpassword2: 'abcdeg' }),
    ).toEqual([PROFILE_MESSAGES.mismatch]);
  });

  it('refuses a malformed email', () => {
    expect(messages({ ...base, email: 'not-an-email' })).toEqual([PROFILE_MESSAGES.emailInvalid]);
  });
});
