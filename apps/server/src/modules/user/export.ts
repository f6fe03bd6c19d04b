import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import type { UserRecord } from '@depot/shared';
import { exportFile, exportTime } from '../../core/excel/export-route';

interface ExportWords {
  sheet: string;
  file: string;
  headers: [
    username: string,
    nickname: string,
    phone: string,
    email: string,
    dept: string,
    roles: string,
    posts: string,
    status: string,
    passwordUpdated: string,
    createdAt: string,
  ];
  enabled: string;
  disabled: string;
  yes: string;
  no: string;
  /** Between the names of a user's roles or positions. */
  separator: string;
}

const WORDS: Record<Language, ExportWords> = {
  'zh-CN': {
    sheet: '用户',
    file: '用户',
    headers: [
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
    enabled: '启用',
    disabled: '停用',
    yes: '是',
    no: '否',
    separator: '、',
  },
  'en-US': {
    sheet: 'Users',
    file: 'users',
    headers: [
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
    enabled: 'enabled',
    disabled: 'disabled',
    yes: 'yes',
    no: 'no',
    separator: '; ',
  },
};

/** The download's name in the caller's language, on the caller's day. */
export const usersFileName = (language: Language, day: string) =>
  exportFile('users', WORDS[language].file, day);

/** The users export as a sheet: headers in the caller's language, texts written as text. */
export function usersSheet(language: Language, timeZone: string): XlsxSheet<UserRecord> {
  const w = WORDS[language];
  const [username, nickname, phone, email, dept, roles, posts, status, changed, created] =
    w.headers;
  return {
    name: w.sheet,
    columns: [
      { header: username, width: 18, value: (u) => u.username },
      { header: nickname, width: 18, value: (u) => u.nickname },
      { header: phone, width: 16, value: (u) => u.phone },
      { header: email, width: 24, value: (u) => u.email },
      { header: dept, width: 18, value: (u) => u.deptName },
      { header: roles, width: 24, value: (u) => u.roles.map((r) => r.roleName).join(w.separator) },
      { header: posts, width: 24, value: (u) => u.posts.map((p) => p.postName).join(w.separator) },
      { header: status, value: (u) => (u.enabled ? w.enabled : w.disabled) },
      { header: changed, width: 14, value: (u) => (u.passwordUpdated === 1 ? w.yes : w.no) },
      { header: created, width: 24, value: (u) => exportTime(u.createdAt, timeZone) },
    ],
  };
}
