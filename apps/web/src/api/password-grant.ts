import { OAUTH_SCOPE, encryptPassword, type ClientConfig, type TokenSet } from '@depot/shared';
import { basicAuth } from './auth';
import { http } from './http';

export interface PasswordLogin {
  username: string;
  password: string;
  randomStr?: string;
  code?: string;
}

/** POST /auth/oauth/token, password grant; the password travels AES-encrypted (SPEC §5). */
export async function passwordGrant(login: PasswordLogin, config: ClientConfig): Promise<TokenSet> {
  const response = await http.post<TokenSet>('/auth/oauth/token', null, {
    withToken: false,
    headers: { Authorization: basicAuth(config) },
    params: {
      grant_type: 'password',
      username: login.username,
      password: encryptPassword(login.password, config.passwordKey),
      randomStr: login.randomStr,
      code: login.code,
      scope: OAUTH_SCOPE,
    },
  });
  return response.data;
}
