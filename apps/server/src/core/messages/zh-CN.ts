import type { MessageKey } from './en-US';

/** Server messages, Chinese (the default language). Same keys as en-US. */
export const zhCN: Record<MessageKey, string> = {
  'error.badRequest': '请求参数不正确',
  'error.unauthorized': '登录已失效，请重新登录',
  'error.badClient': '客户端凭证无效',
  'error.forbidden': '当前操作没有权限',
  'error.notFound': '访问的资源不存在',
  'error.demoMode': '演示环境不能操作',
  'error.badCredentials': '用户名不存在或密码错误',
  'error.accountLocked': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
  'error.accountDisabled': '账号已停用，请联系管理员',
  'error.badCaptcha': '验证码错误，请重新输入',
  'error.tooMany': '请求过于频繁，请 {seconds} 秒后再试',
  'error.unknown': '系统未知错误，请反馈给管理员（请求编号 {requestId}）',
  'validation.required': '必填',
  'validation.field': '{field}：{message}',
};
