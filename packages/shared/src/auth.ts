/** Answer of POST /auth/oauth/token (both grants). */
export interface TokenSet {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
  user_id: number;
  username: string;
}

/**
 * GET /auth/client-config: what the browser must learn at run time so one build serves every
 * deployment. The web client is a public OAuth client: its id and secret identify it, they do
 * not authenticate it (anyone can read them from the browser).
 */
export interface ClientConfig {
  clientId: string;
  clientSecret: string;
  passwordKey: string;
  captcha: boolean;
  demoMode: boolean;
}

/**
 * `data.reason` of the 403 a signed-in user gets while their password must be changed (first
 * sign-in, or an administrator reset it): the client opens the forced password dialog.
 */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';

/**
 * `data.reason` of the 428 a sign-in gets when its username or address has had too many wrong
 * passwords lately and it came without a captcha (even with the sign-in captcha off): the
 * login page shows the captcha, with the server's message under it (issue #15).
 */
export const CAPTCHA_REQUIRED = 'captchaRequired';

/** POST /auth/socket-ticket: opens `/websocket/ws?ticket=…` once, within `expiresIn` s. */
export interface SocketTicket {
  ticket: string;
  expiresIn: number;
}

export interface SysUser {
  userId: number;
  username: string;
  nickname: string;
  phone: string | null;
  email: string | null;
  deptId: number | null;
  avatar: string | null;
  /** 0 means the password was never changed (first login forces a change). */
  passwordUpdated: 0 | 1;
}

/** GET /admin/user/info */
export interface UserInfo {
  sysUser: SysUser;
  roles: string[];
  permissions: string[];
}
