import type { ClientConfig, TokenSet, UserInfo } from '@depot/shared';

export const CLIENT_CONFIG: ClientConfig = {
  clientId: 'depot',
  clientSecret: 'depot',
  passwordKey: 'depot-login-key!',
  captcha: true,
  demoMode: false,
};

export const TOKEN_SET: TokenSet = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 43200,
  scope: 'server',
  user_id: 1,
  username: 'admin',
};

export const USER_INFO: UserInfo = {
  sysUser: {
    userId: 1,
    username: 'admin',
    nickname: '管理员',
    phone: null,
    email: null,
    deptId: 1,
    avatar: null,
    passwordUpdated: 1,
  },
  roles: ['ROLE_ADMIN'],
  permissions: ['sys_user_add', 'sys_user_del'],
};
