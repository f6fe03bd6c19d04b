import {
  OAUTH_SCOPE,
  type ClientConfig,
  type Envelope,
  type SocketTicket,
  type TokenSet,
} from '@depot/shared';
import { http } from './http';

// The client configuration and the captcha's address are in client-config.ts: the sign-in form
// needs them to paint, before the http client has loaded.

/** POST /auth/socket-ticket: opens the notice websocket once, within seconds (issue #15). */
export async function fetchSocketTicket(): Promise<SocketTicket> {
  const response = await http.post<Envelope<SocketTicket>>('/auth/socket-ticket');
  return response.data.data;
}

/** The client's credentials as the token endpoint takes them (HTTP Basic). */
export function basicAuth({ clientId, clientSecret }: ClientConfig): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}

// The password grant is in password-grant.ts: it alone needs the AES code, which only the
// sign-in page loads.

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
