import type { DeepText } from '../base/zh-CN';
import { ASSET_DOC_WORDS } from '@depot/shared';

/**
 * Chinese texts of the receiver's signing page (/assertQrCode, an open page without antd): loaded
 * with that page only, so neither the sign-in page nor the shell carries them
 * (docs/performance.md). en-US must have exactly the same keys (checked by types and a test).
 */
export const certificateZhCN = {
  certificate: {
    title: '资产签收',
    missingCode: '链接中没有凭证编号，请重新扫描二维码。',
    invalid: '此凭证无效：可能有误、已使用或已过期。请向资产保管员重新获取。',
    loadFailed: '凭证读取失败，请检查网络后重试。',
    document: '单据',
    receiver: '领取人',
    validUntil: '有效期至',
    assets: '资产（{{count}} 项）',
    type: ASSET_DOC_WORDS['zh-CN'].kind,
    confirm: '请核对以上资产，用您的账号和密码确认，并在下方签名。',
    username: '用户名',
    usernamePlaceholder: '您登录系统的用户名',
    usernameRequired: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '您登录系统的密码',
    passwordRequired: '请输入密码',
    signature: '签名',
    signatureHint: '请用手指、触控笔或鼠标在框内签名',
    signatureDescription:
      '签名区需用手指、触控笔或鼠标书写，无法用键盘操作；其余内容均可用键盘完成。',
    signatureRequired: '请先在框内签名',
    clear: '清除签名',
    submit: '确认签收',
    done: '签收完成',
    doneText: '{{document}} 的 {{count}} 项资产已由您签收，可以关闭此页面。',
  },
};

/** The shape every language's texts of the page must have: the same keys, each holding text. */
export type CertificateResources = DeepText<typeof certificateZhCN>;
