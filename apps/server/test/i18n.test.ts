import { describe, expect, it } from 'vitest';
import { encryptPassword } from '@depot/shared';
import { AREA_MESSAGES, MESSAGES } from '../src/core/messages/catalogue';
import { enUS } from '../src/core/messages/en-US';
import { zhCN } from '../src/core/messages/zh-CN';
import { requestLanguage } from '../src/core/i18n';
import { engines, useTestApp } from './helpers';

describe('messages', () => {
  it('has the same keys, none empty, in both languages', () => {
    expect(Object.keys(MESSAGES['zh-CN']).sort()).toEqual(Object.keys(MESSAGES['en-US']).sort());
    for (const set of [{ 'zh-CN': zhCN, 'en-US': enUS }, ...AREA_MESSAGES]) {
      expect(Object.keys(set['zh-CN']).sort()).toEqual(Object.keys(set['en-US']).sort());
    }
    for (const texts of Object.values(MESSAGES)) {
      for (const text of Object.values(texts)) expect(text).not.toBe('');
    }
  });

  it('takes each key from one set only: the platform’s or one area’s', () => {
    const keys = [enUS, ...AREA_MESSAGES.map((set) => set['en-US'])].flatMap(Object.keys);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(MESSAGES['en-US'])).toContain('equipment.serialTaken');
  });

  it('names the same parameters in both languages', () => {
    const params = (text: string) => text.match(/\{\w+\}/g)?.sort() ?? [];
    for (const [key, text] of Object.entries(MESSAGES['en-US'])) {
      expect(params(MESSAGES['zh-CN'][key as keyof (typeof MESSAGES)['zh-CN']]), key).toEqual(
        params(text),
      );
    }
  });

  it('picks the first language we speak, Chinese when none', () => {
    expect(requestLanguage({ headers: {} })).toBe('zh-CN');
    expect(requestLanguage({ headers: { 'accept-language': 'fr-FR, en;q=0.5' } })).toBe('en-US');
    expect(requestLanguage({ headers: { 'accept-language': 'zh-TW' } })).toBe('zh-CN');
    expect(requestLanguage({ headers: { 'accept-language': 'de' } })).toBe('zh-CN');
  });
});

describe.each(engines())('answers in the caller’s language on %s', (engine) => {
  const t = useTestApp(engine);
  const wrongPassword = (language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('depot:depot').toString('base64')}`,
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
      query: {
        grant_type: 'password',
        scope: 'server',
        username: 'admin',
        password: encryptPassword('wrong-password', t.config.passwordKey),
      },
    });

  it('speaks Chinese to a browser that prefers it', async () => {
    const res = await wrongPassword('zh-CN,zh;q=0.9,en;q=0.8');
    expect(res.statusCode).toBe(426);
    expect(res.json().msg).toBe('用户名不存在或密码错误');
  });

  it('speaks English on request', async () => {
    const res = await wrongPassword('en-US,en;q=0.9');
    expect(res.json().msg).toBe('username does not exist or password wrong');
  });

  it('names a missing field in Chinese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('depot:depot').toString('base64')}`,
        'accept-language': 'zh-CN',
      },
      query: { grant_type: 'password', scope: 'server', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('username：必填');
  });
});
