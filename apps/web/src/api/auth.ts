import { queryOptions } from '@tanstack/react-query';
import {
  OAUTH_SCOPE,
  type ClientConfig,
  type Envelope,
  type SocketTicket,
  type TokenSet,
  encryptPassword,
} from '@depot/shared';
import { http } from './http';

/** GET /auth/client-config: the client's OAuth credentials, password key and captcha switch. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await http.get<Envelope<ClientConfig>>('/auth/client-config', {
    withToken: false,
  });
  return response.data.data;
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'client-config'],
    queryFn: fetchClientConfig,
    staleTime: Infinity, // fixed for the lifetime of a deployment
  });

/** POST /auth/socket-ticket: opens the notice websocket once, within seconds (issue #15). */
export async function fetchSocketTicket(): Promise<SocketTicket> {
  const response = await http.post<Envelope<SocketTicket>>('/auth/socket-ticket');
  return response.data.data;
}

/** The address of a captcha image for one random string (GET /code). */
export function captchaUrl(randomStr: string): string {
  return `/code?${new URLSearchParams({ randomStr }).toString()}`;
}

function basicAuth({ clientId, clientSecret }: ClientConfig): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}

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

/** POST /auth/oauth/token, refresh grant (SPEC §4). */
export async function refreshGrant(refreshToken: string, config: ClientConfig): Promise<TokenSet> {
  const response = await http.post<TokenSet>('/auth/oauth/token', null, {
    withToken: false,
    headers: { Authorization: basicAuth(config) },
    params: { grant_type: 'refresh_token', refresh_token: refreshToken, scope: OAUTH_SCOPE },
  });
  return response.data;
}

/** DELETE /auth/token/logout: revokes the current token on the server. */
export async function logoutRequest(): Promise<void> {
  await http.delete<Envelope<boolean>>('/auth/token/logout');
}

/** POST /auth/unlock: checks the signed-in user's password to leave the lock screen. */
export async function unlockRequest(password: string): Promise<boolean> {
  const response = await http.post<Envelope<boolean>>('/auth/unlock', { password });
  return response.data.data === true;
}
