import type { FormDesignInput } from '@depot/shared';

/**
 * The scale data's asset categories: a tree of 40 (six top-level groups, up to three levels),
 * prefixes starting with S so they never meet the demo's. Leaves hold the assets, in
 * proportion to their weight; five of them have designed custom fields.
 */

/** How a custom value is drawn: one of `values`, or a whole number in [min, max]. */
export type CustomDraw =
  | { vModel: string; values: readonly (string | number)[] }
  | { vModel: string; min: number; max: number };

export interface ScaleDesign {
  code: string;
  name: string;
  design: FormDesignInput;
  /** The values the seeder gives, valid for the design. */
  draws: readonly CustomDraw[];
}

const select = (vModel: string, label: string, values: readonly string[], required = false) =>
  ({
    kind: 'select',
    vModel,
    label,
    required,
    options: values.map((v) => ({ label: v, value: v })),
  }) as const;

const number = (vModel: string, label: string, min: number, max: number, required = false) =>
  ({ kind: 'number', vModel, label, required, min, max }) as const;

/** A designed category of the scale data: its fields, laid out alike, and how values are drawn. */
const design = (
  key: string,
  name: string,
  fields: FormDesignInput['fields'],
  draws: readonly CustomDraw[],
): ScaleDesign => ({
  code: `scale-asset-${key}`,
  name: `${name}（规模数据）`,
  design: { labelWidth: 110, labelPosition: 'right', fields },
  draws,
});

export const SCALE_DESIGNS = {
  laptop: design(
    'laptop',
    '笔记本电脑',
    [
      number('memoryGb', '内存（GB）', 4, 256, true),
      select('cpu', '处理器', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 7', 'Apple M3']),
      select('os', '操作系统', ['Windows 11', 'macOS', 'Ubuntu']),
    ],
    [
      { vModel: 'memoryGb', values: [8, 16, 16, 32, 64] },
      { vModel: 'cpu', values: ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 7', 'Apple M3'] },
      { vModel: 'os', values: ['Windows 11', 'Windows 11', 'macOS', 'Ubuntu'] },
    ],
  ),
  camera: design(
    'camera',
    '监控摄像头',
    [
      select('resolution', '分辨率', ['1080P', '4MP', '4K'], true),
      number('channel', '录像机通道', 1, 64),
    ],
    [
      { vModel: 'resolution', values: ['1080P', '4MP', '4MP', '4K'] },
      { vModel: 'channel', min: 1, max: 32 },
    ],
  ),
  fridge: design(
    'fridge',
    '冷柜',
    [
      number('capacityL', '容积（升）', 50, 3000, true),
      select('energyClass', '能效等级', ['一级', '二级', '三级']),
    ],
    [
      { vModel: 'capacityL', min: 200, max: 2000 },
      { vModel: 'energyClass', values: ['一级', '二级', '二级', '三级'] },
    ],
  ),
  forklift: design(
    'forklift',
    '叉车',
    [
      number('loadTons', '额定载重（吨）', 1, 10),
      select('power', '动力', ['电动', '柴油', '液化气'], true),
    ],
    [
      { vModel: 'loadTons', min: 1, max: 5 },
      { vModel: 'power', values: ['电动', '电动', '柴油', '液化气'] },
    ],
  ),
  vehicle: design(
    'vehicle',
    '车辆',
    [
      select('fuel', '能源', ['汽油', '柴油', '纯电', '混动'], true),
      number('seats', '座位数', 2, 60),
    ],
    [
      { vModel: 'fuel', values: ['汽油', '柴油', '纯电', '纯电', '混动'] },
      { vModel: 'seats', min: 2, max: 9 },
    ],
  ),
} as const satisfies Record<string, ScaleDesign>;
export type ScaleDesignKey = keyof typeof SCALE_DESIGNS;

export interface ScaleCategory {
  name: string;
  prefix: string;
  unit: string;
  usefulLifeMonths?: number;
  expiryLeadDays?: number;
  design?: ScaleDesignKey;
  /** A leaf's share of the assets (relative), its names, models and price range (yuan). */
  leaf?: {
    weight: number;
    names: readonly string[];
    models: readonly string[];
    price: [number, number];
  };
  children?: ScaleCategory[];
}

const leaf = (
  name: string,
  prefix: string,
  unit: string,
  usefulLifeMonths: number,
  weight: number,
  names: readonly string[],
  models: readonly string[],
  price: [number, number],
  extra: Partial<ScaleCategory> = {},
): ScaleCategory => ({
  name,
  prefix,
  unit,
  usefulLifeMonths,
  expiryLeadDays: 30,
  leaf: { weight, names, models, price },
  ...extra,
});

export const SCALE_CATEGORIES: ScaleCategory[] = [
  {
    name: '信息设备',
    prefix: 'SIT',
    unit: '台',
    children: [
      leaf(
        '笔记本电脑',
        'SNB',
        '台',
        48,
        8,
        ['联想 ThinkPad', '戴尔 Latitude', '华为 MateBook', '苹果 MacBook Pro'],
        ['T14s', 'X1-G11', '7440', 'D16', 'M3-14'],
        [4500, 16000],
        { design: 'laptop' },
      ),
      leaf(
        '台式电脑',
        'SPC',
        '台',
        60,
        5,
        ['联想 启天', '惠普 EliteDesk', '戴尔 OptiPlex'],
        ['M450', '800G9', '7010'],
        [3500, 7000],
      ),
      leaf(
        '显示器',
        'SMON',
        '台',
        72,
        6,
        ['戴尔显示器', '飞利浦显示器', 'AOC 显示器'],
        ['P2422H', '242E1', '24B2'],
        [700, 2200],
      ),
      {
        name: '网络设备',
        prefix: 'SNET',
        unit: '台',
        children: [
          leaf(
            '交换机',
            'SSW',
            '台',
            72,
            1,
            ['华为交换机', '华三交换机'],
            ['S5735', 'S5130'],
            [1200, 9000],
          ),
          leaf(
            '路由器',
            'SRT',
            '台',
            72,
            1,
            ['华为路由器', '锐捷路由器'],
            ['AR6120', 'RG-EG210'],
            [900, 6000],
          ),
          leaf(
            '无线接入点',
            'SAP',
            '台',
            60,
            2,
            ['华为 AP', '锐捷 AP'],
            ['AP361', 'RG-AP820'],
            [500, 2500],
          ),
        ],
      },
      {
        name: '打印设备',
        prefix: 'SPRN',
        unit: '台',
        children: [
          leaf(
            '激光打印机',
            'SLP',
            '台',
            60,
            2,
            ['惠普激光打印机', '兄弟激光打印机'],
            ['M406', 'HL-L5100'],
            [900, 4200],
          ),
          leaf(
            '标签打印机',
            'SLBP',
            '台',
            48,
            1,
            ['兄弟标签打印机', '斑马标签打印机'],
            ['QL-820', 'ZD421'],
            [600, 3000],
          ),
        ],
      },
      leaf(
        '手持终端',
        'SPDA',
        '台',
        36,
        4,
        ['霍尼韦尔手持终端', '斑马手持终端'],
        ['EDA51', 'TC21'],
        [1500, 4500],
      ),
    ],
  },
  {
    name: '办公家具',
    prefix: 'SFUR',
    unit: '件',
    children: [
      leaf(
        '办公桌',
        'SDSK',
        '张',
        96,
        6,
        ['升降办公桌', '员工工位桌'],
        ['L1400', 'W1200'],
        [800, 3200],
      ),
      leaf(
        '办公椅',
        'SCHR',
        '把',
        72,
        8,
        ['人体工学椅', '会议椅', '职员椅'],
        ['E-300', 'M-20', 'S-8'],
        [300, 2600],
      ),
      leaf('文件柜', 'SCAB', '个', 120, 3, ['钢制文件柜', '木质书柜'], ['G-4', 'W-2'], [400, 1800]),
      leaf('会议桌', 'SMTB', '张', 120, 1, ['会议桌'], ['M2400', 'M3600'], [1500, 6000]),
      leaf('沙发', 'SSOF', '套', 96, 1, ['接待沙发'], ['R-3'], [1200, 5000]),
    ],
  },
  {
    name: '门店设施',
    prefix: 'SFIX',
    unit: '套',
    children: [
      {
        name: '收银设备',
        prefix: 'SPOS',
        unit: '套',
        children: [
          leaf('收银一体机', 'SPOSA', '套', 72, 4, ['收银一体机'], ['P-15', 'P-17'], [2500, 6000]),
          leaf(
            '自助收银机',
            'SSCO',
            '台',
            72,
            2,
            ['自助收银机'],
            ['SCO-2', 'SCO-3'],
            [8000, 20000],
          ),
        ],
      },
      {
        name: '货架',
        prefix: 'SSHF',
        unit: '组',
        children: [
          leaf(
            '标准货架',
            'SSTD',
            '组',
            120,
            10,
            ['单面货架', '双面货架'],
            ['H180', 'H210'],
            [400, 1600],
          ),
          leaf('端架', 'SEND', '组', 120, 4, ['端头货架'], ['E120'], [300, 1200]),
        ],
      },
      leaf(
        '冷柜',
        'SFRG',
        '台',
        96,
        3,
        ['立式冷藏柜', '卧式冷冻柜', '风幕柜'],
        ['LC-800', 'BD-520', 'FM-2000'],
        [3000, 18000],
        { design: 'fridge' },
      ),
      leaf('电子价签', 'SESL', '个', 60, 12, ['电子价签'], ['ESL-2.1', 'ESL-2.9'], [40, 120]),
      leaf('广告屏', 'SDSP', '台', 60, 2, ['广告机', '拼接屏'], ['AD-43', 'LCD-55'], [2000, 9000]),
    ],
  },
  {
    name: '安防设备',
    prefix: 'SSEC',
    unit: '台',
    children: [
      leaf(
        '监控摄像头',
        'SCAM',
        '台',
        60,
        6,
        ['海康威视摄像头', '大华摄像头'],
        ['DS-2CD', 'IPC-HFW'],
        [300, 2500],
        { design: 'camera' },
      ),
      leaf(
        '硬盘录像机',
        'SNVR',
        '台',
        72,
        1,
        ['海康录像机', '大华录像机'],
        ['DS-7816', 'NVR4216'],
        [1500, 6000],
      ),
      leaf(
        '防盗天线',
        'SEAS',
        '对',
        96,
        3,
        ['声磁防盗天线', '射频防盗天线'],
        ['AM-58', 'RF-82'],
        [1500, 5000],
      ),
      leaf('门禁控制器', 'SACC', '台', 72, 1, ['门禁控制器'], ['AC-4', 'AC-2'], [800, 3000]),
    ],
  },
  {
    name: '仓储设备',
    prefix: 'SWH',
    unit: '台',
    children: [
      leaf(
        '叉车',
        'SFL',
        '台',
        120,
        1,
        ['电动叉车', '内燃叉车'],
        ['CPD20', 'CPC30'],
        [30000, 150000],
        { design: 'forklift' },
      ),
      leaf('托盘', 'SPAL', '个', 60, 3, ['塑料托盘', '木托盘'], ['1210', '1311'], [80, 300]),
      leaf(
        '搬运车',
        'SHT',
        '台',
        96,
        1,
        ['手动搬运车', '电动搬运车'],
        ['AC25', 'EPT20'],
        [1500, 12000],
      ),
    ],
  },
  {
    name: '车辆',
    prefix: 'SVEH',
    unit: '辆',
    children: [
      leaf(
        '货车',
        'STRK',
        '辆',
        96,
        0.5,
        ['厢式货车', '冷藏车'],
        ['JX1041', 'QL5040'],
        [120000, 300000],
        { design: 'vehicle' },
      ),
      leaf(
        '电动车',
        'SEV',
        '辆',
        60,
        0.5,
        ['电动三轮车', '电动自行车'],
        ['E-3', 'E-1'],
        [2500, 9000],
        { design: 'vehicle' },
      ),
    ],
  },
];

/** The asset statuses of scale data and their shares (percent). */
export const SCALE_STATUS_SHARES = [
  ['inUse', 55],
  ['idle', 20],
  ['lent', 4],
  ['inRepair', 5],
  ['damaged', 4],
  ['writtenOff', 9],
  ['lost', 3],
] as const;

export const SCALE_SUPPLIERS = [
  '京东企业购',
  '苏宁易购企业',
  '上海宏达办公设备有限公司',
  '广州恒信商用设备有限公司',
  '北京中科信息技术有限公司',
  '杭州安视科技有限公司',
  '深圳冷链设备有限公司',
] as const;
