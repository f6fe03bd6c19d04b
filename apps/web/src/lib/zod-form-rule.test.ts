import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { passwordChangeSchema } from '@depot/shared';
import { fieldIssue, zodFieldRule } from './zod-form-rule';

const check = (values: Record<string, string | undefined>, field: string) =>
  fieldIssue(passwordChangeSchema, values, field);

describe('zod → antd form rule', () => {
  it('gives the first issue of the field, as the schema words it', () => {
    expect(check({}, 'password')).toBe('profile.validation.oldRequired');
    expect(check({ password: '' }, 'password')).toBe('profile.validation.oldRequired');
    expect(check({ password: '12345' }, 'password')).toBe('profile.validation.oldTooShort');
    expect(check({ password: '123456' }, 'password')).toBeUndefined();
  });

  it('reports cross-field rules under their own field', () => {
    const same = { password: 'abcdef', newpassword1: 'abcdef', newpassword2: 'abcdef' };
    expect(check(same, 'newpassword1')).toBe('profile.validation.sameAsOld');
    expect(check(same, 'password')).toBeUndefined();
    const mismatch = { password: 'abcdef', newpassword1: 'ghijkl', newpassword2: 'ghijkm' };
    expect(check(mismatch, 'newpassword2')).toBe('profile.validation.mismatch');
  });

  it('makes an antd rule that rejects with the translated message', async () => {
    const form = {
      getFieldsValue: () => ({ password: '', newpassword1: '', newpassword2: '' }),
    } as unknown as FormInstance;
    const rule = zodFieldRule(passwordChangeSchema, 'newpassword2', (key) => `T(${key})`);
    const { validator } = typeof rule === 'function' ? rule(form) : rule;
    await expect(validator?.({}, '', () => undefined)).rejects.toThrow(
      'T(profile.validation.confirmRequired)',
    );
  });
});
