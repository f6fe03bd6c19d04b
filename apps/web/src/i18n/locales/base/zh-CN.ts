/**
 * Chinese texts every page needs from its first paint: the sign-in page's, the loading
 * indicator's, the routes' titles and the error messages. They load with the app; the rest of
 * the texts (../zh-CN.ts) load with the signed-in shell and the other antd pages
 * (docs/performance.md). en-US must have exactly the same keys (checked by types and a test).
 */
export const baseZhCN = {
  common: {
    ok: '确定',
    cancel: '取消',
    confirmTitle: '提示',
    backHome: '返回首页',
    loading: '加载中…',
    retry: '重试',
    language: '语言',
  },
  language: {
    'zh-CN': '中文',
    'en-US': 'English',
  },
  route: {
    login: '登录',
    home: '首页',
    '401': '未授权',
    '403': '禁止访问',
    '404': '页面不存在',
    '500': '服务器错误',
    lock: '锁屏',
    assertQrCode: '证书领取',
    noticeAnnounce: '发布公告',
    info: '个人信息',
    iframe: '外部页面',
    formDesigner: '设计表单',
    formPreview: '表单预览',
    assetCategoryDesign: '资产类别表单设计',
    repairOrderDetail: '工单详情',
    assetForm: '资产登记',
    assetDetail: '资产详情',
    assetDocForm: '新建资产单据',
    assetDocDetail: '资产单据',
    repairSubOrderDetail: '子工单详情',
    approvalRequest: '审批详情',
    personCard: '人员信息',
    heldAsset: '资产持有',
    wareOrderDetail: '仓库工单',
    specialOrderDetail: '特殊工单',
    stocktakeDetail: '盘点计划',
    supplierDetail: '供应商详情',
    doorLockDetail: '门锁详情',
    doorLockEkey: '电子钥匙',
  },
  login: {
    subtitle: '资产与仓储管理后台',
    heading: '账号登录',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    usernameRequired: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    codeRequired: '请输入验证码',
    captchaImage: '验证码图片',
    refreshCaptcha: '看不清？换一张',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登录',
    configFailed: '无法加载登录配置，请稍后重试。',
  },
  errors: {
    status: {
      '000': '请求过于频繁，请勿重复请求',
      '401': '当前操作没有权限',
      '403': '当前操作没有权限',
      '404': '访问的资源不存在',
      '417': '未绑定登录账号，请使用密码登录后绑定',
      '423': '演示环境不能操作',
      '426': '用户名不存在或密码错误',
      '428': '验证码错误，请重新输入',
      '429': '请求过于频繁',
      '479': '演示环境，没有权限操作',
      default: '系统未知错误，请反馈给管理员',
    },
    network: '网络连接失败，请检查网络后重试',
    page: {
      '401': '抱歉，请先登录后再访问此页面。',
      '403': '抱歉，您没有权限访问此页面。',
      '404': '抱歉，您访问的页面不存在。',
      '500': '抱歉，系统出错了。',
    },
  },
};

/** The shape every language's base texts must have: the same keys, each holding text. */
export type BaseResources = DeepText<typeof baseZhCN>;
export type DeepText<T> = { [K in keyof T]: T[K] extends string ? string : DeepText<T[K]> };
