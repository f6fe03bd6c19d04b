import type { QualificationKind, SupplierContact } from '@depot/shared';

/*
 * The purchasing demo's records (demo.ts): suppliers of a store-fitting and office-asset
 * business, and the SKUs they price, each stocked as a demo asset category (by its prefix).
 */

export interface DemoSupplier {
  code: string;
  name: string;
  creditCode: string;
  contacts: SupplierContact[];
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  address: string;
  remark: string | null;
  /** Its qualification files: kind, number, days from today to valid-until. */
  files: Array<{ kind: QualificationKind; number: string; inDays: number }>;
  /** The SKU codes it prices. */
  skus: string[];
}

const contact = (
  name: string,
  role: string,
  phone: string,
  email: string | null = null,
): SupplierContact => ({ name, role, phone, email });

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    code: 'SUP-LX',
    name: '上海联翔信息科技有限公司',
    creditCode: '91310115MA1K3B7L2X',
    contacts: [
      contact('周立群', '销售经理', '13816620451', 'zhouliqun@lianxiang-it.cn'),
      contact('陈敏', '售后工程师', '13917735120'),
    ],
    bankName: '招商银行上海浦东支行',
    bankAccountName: '上海联翔信息科技有限公司',
    bankAccountNo: '121909834210601',
    address: '上海市浦东新区张江路 665 号 3 幢 402 室',
    remark: '联想、戴尔授权经销商',
    files: [
      { kind: 'businessLicense', number: '91310115MA1K3B7L2X', inDays: 900 },
      { kind: 'taxpayer', number: 'YBNSR-310115-0821', inDays: 20 },
    ],
    skus: ['SKU-NB-T14', 'SKU-NB-LAT', 'SKU-PC-QT', 'SKU-PRT-HP'],
  },
  {
    code: 'SUP-HD',
    name: '杭州华东办公设备有限公司',
    creditCode: '91330106MA2CF8N44K',
    contacts: [contact('王海燕', '客户经理', '13757109832', 'wanghy@hdbg.com.cn')],
    bankName: '中国工商银行杭州西湖支行',
    bankAccountName: '杭州华东办公设备有限公司',
    bankAccountNo: '1202021109900187345',
    address: '浙江省杭州市西湖区文三路 478 号华星时代广场 B 座 1103',
    remark: null,
    files: [{ kind: 'businessLicense', number: '91330106MA2CF8N44K', inDays: 1400 }],
    skus: ['SKU-PC-HP', 'SKU-PRT-HP', 'SKU-PRT-BR', 'SKU-CON-A4', 'SKU-CON-TNR'],
  },
  {
    code: 'SUP-MJ',
    name: '佛山美居商用家具有限公司',
    creditCode: '91440604MA4UJ6R91Q',
    contacts: [
      contact('梁志强', '销售总监', '13690283317', 'liangzq@meiju-furniture.com'),
      contact('何丽', '跟单', '18927710264'),
    ],
    bankName: '中国建设银行佛山禅城支行',
    bankAccountName: '佛山美居商用家具有限公司',
    bankAccountNo: '44050166010800001923',
    address: '广东省佛山市禅城区季华五路 22 号',
    remark: '门店家具定制，交期较长',
    files: [
      { kind: 'businessLicense', number: '91440604MA4UJ6R91Q', inDays: 600 },
      { kind: 'qualityCertificate', number: 'CQC-19-0033817', inDays: 260 },
    ],
    skus: ['SKU-DSK-UP', 'SKU-DSK-WS', 'SKU-CHR-ERG', 'SKU-CHR-MTG'],
  },
  {
    code: 'SUP-ZY',
    name: '苏州展艺展示道具有限公司',
    creditCode: '91320505MA1MX2PT8D',
    contacts: [contact('顾晓峰', '项目经理', '13962185503', 'guxf@zhanyi-display.cn')],
    bankName: '中国银行苏州高新区支行',
    bankAccountName: '苏州展艺展示道具有限公司',
    bankAccountNo: '536870214389',
    address: '江苏省苏州市虎丘区金山路 131 号',
    remark: null,
    files: [
      { kind: 'businessLicense', number: '91320505MA1MX2PT8D', inDays: 1100 },
      { kind: 'productionPermit', number: 'SC-JS-2023-0418', inDays: 400 },
    ],
    skus: ['SKU-DSP-GL', 'SKU-DSP-CL', 'SKU-DSP-WL', 'SKU-POS-CT'],
  },
  {
    code: 'SUP-SM',
    name: '深圳商米收银科技有限公司',
    creditCode: '91440300MA5DQ1KU6F',
    contacts: [
      contact('林佳', '大客户经理', '13728845016', 'linjia@smpos.cn'),
      contact('黄俊', '技术支持', '0755-86217730'),
    ],
    bankName: '平安银行深圳科技园支行',
    bankAccountName: '深圳商米收银科技有限公司',
    bankAccountNo: '15000098134720',
    address: '广东省深圳市南山区科技南十二路 18 号长虹科技大厦 9 楼',
    remark: null,
    files: [{ kind: 'businessLicense', number: '91440300MA5DQ1KU6F', inDays: 720 }],
    skus: ['SKU-POS-AIO', 'SKU-POS-SELF', 'SKU-POS-SCN', 'SKU-CON-RCP'],
  },
  {
    code: 'SUP-AF',
    name: '南京安防智能系统工程有限公司',
    creditCode: '91320104MA1W8EHC3P',
    contacts: [contact('孙伟', '工程部经理', '13851720964', 'sunwei@njaf-sec.com')],
    bankName: '交通银行南京新街口支行',
    bankAccountName: '南京安防智能系统工程有限公司',
    bankAccountNo: '320006601018170123456',
    address: '江苏省南京市秦淮区中山南路 219 号',
    remark: '海康、大华渠道商，含安装',
    files: [
      { kind: 'businessLicense', number: '91320104MA1W8EHC3P', inDays: 830 },
      { kind: 'productionPermit', number: 'AF-JS-01-2021-0173', inDays: 150 },
    ],
    skus: ['SKU-CAM-DOME', 'SKU-CAM-BUL', 'SKU-CAM-NVR', 'SKU-EAS-AM'],
  },
  {
    code: 'SUP-CX',
    name: '广州晨曦文化用品有限公司',
    creditCode: '91440101MA59T7GB5R',
    contacts: [contact('赵雪', '业务员', '13580476621', 'zhaoxue@chenxi-wj.com')],
    bankName: '广发银行广州天河支行',
    bankAccountName: '广州晨曦文化用品有限公司',
    bankAccountNo: '9550880212345600178',
    address: '广东省广州市天河区天河北路 233 号中信广场 2008',
    remark: null,
    files: [{ kind: 'businessLicense', number: '91440101MA59T7GB5R', inDays: 500 }],
    skus: ['SKU-CON-A4', 'SKU-CON-TNR', 'SKU-CON-RCP', 'SKU-CON-LBL', 'SKU-CON-PEN'],
  },
];

/** The SKUs: code, name, specification, unit, the category prefix they are stocked as, price. */
export const DEMO_SKUS: Array<{
  code: string;
  name: string;
  specification: string;
  unit: string;
  prefix: string;
  price: number;
  leadDays: number;
}> = [
  {
    code: 'SKU-NB-T14',
    name: '联想 ThinkPad T14',
    specification: 'i7-1360P / 16G / 512G SSD',
    unit: '台',
    prefix: 'NB',
    price: 7299,
    leadDays: 5,
  },
  {
    code: 'SKU-NB-LAT',
    name: '戴尔 Latitude 5440',
    specification: 'i5-1345U / 16G / 512G SSD',
    unit: '台',
    prefix: 'NB',
    price: 6199,
    leadDays: 7,
  },
  {
    code: 'SKU-PC-QT',
    name: '联想启天 M450',
    specification: 'i5-13400 / 16G / 1T SSD',
    unit: '台',
    prefix: 'PC',
    price: 4599,
    leadDays: 5,
  },
  {
    code: 'SKU-PC-HP',
    name: '惠普 EliteDesk 800 G9',
    specification: 'i7-13700 / 32G / 1T SSD',
    unit: '台',
    prefix: 'PC',
    price: 6899,
    leadDays: 10,
  },
  {
    code: 'SKU-PRT-HP',
    name: '惠普 LaserJet M232dw',
    specification: '黑白激光 / 双面 / 无线',
    unit: '台',
    prefix: 'PRT',
    price: 1299,
    leadDays: 3,
  },
  {
    code: 'SKU-PRT-BR',
    name: '兄弟 QL-820NWB 标签打印机',
    specification: '62mm / 网络',
    unit: '台',
    prefix: 'PRT',
    price: 1680,
    leadDays: 7,
  },
  {
    code: 'SKU-DSK-UP',
    name: '电动升降办公桌',
    specification: '1400×700 / 双电机',
    unit: '张',
    prefix: 'DSK',
    price: 2380,
    leadDays: 21,
  },
  {
    code: 'SKU-DSK-WS',
    name: '员工工位桌',
    specification: '1200×600 / 含屏风',
    unit: '张',
    prefix: 'DSK',
    price: 860,
    leadDays: 15,
  },
  {
    code: 'SKU-CHR-ERG',
    name: '人体工学椅',
    specification: '网背 / 可调头枕扶手',
    unit: '把',
    prefix: 'CHR',
    price: 1280,
    leadDays: 14,
  },
  {
    code: 'SKU-CHR-MTG',
    name: '会议椅',
    specification: '弓形 / 皮面',
    unit: '把',
    prefix: 'CHR',
    price: 320,
    leadDays: 10,
  },
  {
    code: 'SKU-DSP-GL',
    name: '玻璃展示柜',
    specification: '1200×500×1800 / 含射灯',
    unit: '组',
    prefix: 'DSP',
    price: 3600,
    leadDays: 25,
  },
  {
    code: 'SKU-DSP-CL',
    name: '冷藏展示柜',
    specification: '双门 / 2-8℃',
    unit: '组',
    prefix: 'DSP',
    price: 5200,
    leadDays: 30,
  },
  {
    code: 'SKU-DSP-WL',
    name: '靠墙陈列架',
    specification: '900×400×2100 / 五层',
    unit: '组',
    prefix: 'DSP',
    price: 1450,
    leadDays: 20,
  },
  {
    code: 'SKU-POS-CT',
    name: '门店收银台',
    specification: '1600 / 含储物柜',
    unit: '套',
    prefix: 'POS',
    price: 4200,
    leadDays: 25,
  },
  {
    code: 'SKU-POS-AIO',
    name: '收银一体机',
    specification: '15.6 英寸双屏 / 含钱箱',
    unit: '套',
    prefix: 'POS',
    price: 3280,
    leadDays: 7,
  },
  {
    code: 'SKU-POS-SELF',
    name: '自助收银机',
    specification: '21.5 英寸 / 扫码支付',
    unit: '套',
    prefix: 'POS',
    price: 8900,
    leadDays: 14,
  },
  {
    code: 'SKU-POS-SCN',
    name: '扫码枪',
    specification: '二维 / 有线',
    unit: '套',
    prefix: 'POS',
    price: 260,
    leadDays: 3,
  },
  {
    code: 'SKU-CAM-DOME',
    name: '海康半球摄像机',
    specification: '400 万像素 / POE',
    unit: '台',
    prefix: 'CAM',
    price: 420,
    leadDays: 5,
  },
  {
    code: 'SKU-CAM-BUL',
    name: '大华枪式摄像机',
    specification: '400 万像素 / 红外 50m',
    unit: '台',
    prefix: 'CAM',
    price: 560,
    leadDays: 5,
  },
  {
    code: 'SKU-CAM-NVR',
    name: '8 路网络硬盘录像机',
    specification: '8 路 / 双盘位',
    unit: '台',
    prefix: 'CAM',
    price: 980,
    leadDays: 7,
  },
  {
    code: 'SKU-EAS-AM',
    name: '声磁防盗门禁天线',
    specification: '58kHz / 亚克力',
    unit: '台',
    prefix: 'CAM',
    price: 2650,
    leadDays: 12,
  },
  {
    code: 'SKU-CON-A4',
    name: 'A4 复印纸',
    specification: '70g / 500 张 × 5 包',
    unit: '盒',
    prefix: 'CON',
    price: 135,
    leadDays: 2,
  },
  {
    code: 'SKU-CON-TNR',
    name: '惠普 136A 硒鼓',
    specification: '约 1150 页',
    unit: '盒',
    prefix: 'CON',
    price: 289,
    leadDays: 3,
  },
  {
    code: 'SKU-CON-RCP',
    name: '热敏收银纸',
    specification: '80×80mm / 50 卷',
    unit: '盒',
    prefix: 'CON',
    price: 118,
    leadDays: 2,
  },
  {
    code: 'SKU-CON-LBL',
    name: '价签标签纸',
    specification: '40×30mm / 800 张 × 10 卷',
    unit: '盒',
    prefix: 'CON',
    price: 95,
    leadDays: 3,
  },
  {
    code: 'SKU-CON-PEN',
    name: '中性笔',
    specification: '0.5mm 黑色 / 12 支',
    unit: '盒',
    prefix: 'CON',
    price: 24,
    leadDays: 2,
  },
];
