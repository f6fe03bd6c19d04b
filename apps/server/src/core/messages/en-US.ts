/**
 * Server messages, English. Keys are stable; `{name}` is replaced by a parameter. zh-CN must
 * have exactly the same keys (the type of zhCN enforces it). Areas add their own keys here.
 */
export const enUS = {
  'error.badRequest': 'bad request',
  'error.unauthorized': 'please sign in again',
  'error.badClient': 'invalid client credentials',
  'error.forbidden': 'no permission for this operation',
  'error.notFound': 'resource does not exist',
  'error.demoMode': 'demo environment cannot operate',
  'error.badCredentials': 'username does not exist or password wrong',
  'error.accountLocked':
    'too many wrong passwords: this account is locked, try again in {minutes} minute(s)',
  'error.accountDisabled': 'this account is disabled, contact the administrator',
  'error.badCaptcha': 'wrong verification code, enter again',
  'error.tooMany': 'requests too frequent, try again in {seconds} s',
  'error.unknown':
    'unknown system error, report it to the administrator with request id {requestId}',
  'validation.required': 'Required',
  'validation.field': '{field}: {message}',
  // organisation, menus and the admin console
  'validation.sort': 'not a sortable field and direction (field,asc or field,desc)',
  'common.inUse': 'it is still in use elsewhere and cannot be deleted',
  'profile.oldPasswordWrong': 'the old password is wrong',
  'profile.notOwn': 'you can only change your own profile',
  'auth.unlockWrong': 'wrong password',
  'user.usernameTaken': 'the username {username} is already taken',
  'user.notSelf': 'you cannot disable or delete your own account',
  'user.lastAdmin': 'at least one enabled administrator must remain',
  'user.unknownDept': 'the department does not exist',
  'user.unknownRoles': 'some of the roles do not exist',
  'user.unknownPosts': 'some of the positions do not exist',
  'role.codeTaken': 'the role code {code} is already taken',
  'role.inUse': 'the role is still assigned to {count} user(s): remove it from them first',
  'role.protected': 'the administrator role cannot be deleted or get another code',
  'role.unknownMenus': 'some of the menus do not exist',
  'dept.hasChildren': 'the department has sub-departments: delete or move them first',
  'dept.hasUsers': 'the department still has {count} user(s): move them first',
  'dept.badParent':
    'the parent must be another department of the same enterprise, not one below this one',
  'dept.unknownEnterprise': 'the enterprise does not exist',
  'ent.codeTaken': 'the enterprise code {code} is already taken',
  'ent.inUse': 'the enterprise still has sub-enterprises, departments or stores',
  'ent.badParent': 'the parent enterprise must exist and not be this one or one below it',
  'post.codeTaken': 'the position code {code} is already taken',
  'post.inUse': 'the position is still held by {count} user(s)',
  'store.codeTaken': 'the store code {code} is already taken',
  'menu.hasChildren': 'the menu has sub-menus: delete them first',
  'menu.badParent': 'the parent must be a directory or page, not this menu or one below it',
  'menu.permissionRequired': 'a button needs a permission key',
  'menu.linkPath': 'an external link needs an http(s) address',
  'menu.routePath': 'the path of a directory or page starts with /',
} as const;

export type MessageKey = keyof typeof enUS;
