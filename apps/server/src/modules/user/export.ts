import type { Language } from '../../core/i18n';
import type { UserRecord } from './admin-schema';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': [
    '用户名',
    '昵称',
    '手机号',
    '邮箱',
    '部门',
    '角色',
    '岗位',
    '状态',
    '已改初始密码',
    '创建时间',
  ],
  'en-US': [
    'Username',
    'Nickname',
    'Phone',
    'Email',
    'Department',
    'Roles',
    'Positions',
    'Status',
    'Password changed',
    'Created at',
  ],
};
const WORDS: Record<Language, { enabled: string; disabled: string; yes: string; no: string }> = {
  'zh-CN': { enabled: '启用', disabled: '停用', yes: '是', no: '否' },
  'en-US': { enabled: 'enabled', disabled: 'disabled', yes: 'yes', no: 'no' },
};

/**
 * One CSV field. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets
 * a leading apostrophe (OWASP CSV injection), then RFC 4180 quoting.
 */
function field(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The users as CSV with a UTF-8 byte order mark, so Excel opens the Chinese text correctly (no
 * xlsx writer is installed; CSV opens in every spreadsheet).
 */
export function usersCsv(users: readonly UserRecord[], language: Language): string {
  const words = WORDS[language];
  const separator = language === 'zh-CN' ? '、' : '; ';
  const lines = [HEADERS[language].map(field).join(',')];
  for (const u of users) {
    lines.push(
      [
        u.username,
        u.nickname,
        u.phone,
        u.email,
        u.deptName,
        u.roles.map((r) => r.roleName).join(separator),
        u.posts.map((p) => p.postName).join(separator),
        u.enabled ? words.enabled : words.disabled,
        u.passwordUpdated === 1 ? words.yes : words.no,
        u.createdAt.toISOString(),
      ]
        .map(field)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
