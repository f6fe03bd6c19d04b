import type { AssetStatus, FormDesignInput } from '@depot/shared';

/** Custom fields of laptops: memory, processor, operating system. */
export const LAPTOP_DESIGN: FormDesignInput = {
  labelWidth: 110,
  labelPosition: 'right',
  fields: [
    { kind: 'number', vModel: 'memoryGb', label: '内存（GB）', required: true, min: 4, max: 256 },
    { kind: 'input', vModel: 'cpu', label: '处理器', maxLength: 64 },
    {
      kind: 'select',
      vModel: 'os',
      label: '操作系统',
      options: [
        { label: 'Windows 11', value: 'win11' },
        { label: 'macOS', value: 'macos' },
        { label: 'Ubuntu', value: 'ubuntu' },
      ],
    },
  ],
};

/** Custom fields of cameras: resolution and the recorder channel. */
export const CAMERA_DESIGN: FormDesignInput = {
  labelWidth: 110,
  labelPosition: 'right',
  fields: [
    {
      kind: 'select',
      vModel: 'resolution',
      label: '分辨率',
      required: true,
      options: [
        { label: '1080P', value: '1080p' },
        { label: '4MP', value: '4mp' },
        { label: '4K', value: '4k' },
      ],
    },
    { kind: 'number', vModel: 'channel', label: '录像机通道', min: 1, max: 64 },
  ],
};

export interface DemoCategory {
  name: string;
  prefix: string;
  unit: string;
  tracking?: 'serial' | 'count';
  usefulLifeMonths?: number;
  expiryLeadDays?: number;
  design?: 'laptop' | 'camera';
  /** Demo assets of this category: names, models and a price range (yuan). */
  items?: { names: readonly string[]; models: readonly string[]; price: [number, number] };
  children?: DemoCategory[];
}

/** A realistic category tree (AREAS.md §2): IT, furniture, store fixtures, security devices. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'IT 设备',
    prefix: 'IT',
    unit: '台',
    children: [
      {
        name: '笔记本电脑',
        prefix: 'NB',
        unit: '台',
        usefulLifeMonths: 48,
        expiryLeadDays: 30,
        design: 'laptop',
        items: {
          names: ['联想 ThinkPad', '戴尔 Latitude', '华为 MateBook', '苹果 MacBook Pro'],
          models: ['T14s', 'X1-G11', '7440', 'D16', 'M3-14'],
          price: [4500, 16000],
        },
      },
      {
        name: '台式机',
        prefix: 'PC',
        unit: '台',
        usefulLifeMonths: 60,
        expiryLeadDays: 30,
        items: {
          names: ['联想 启天', '惠普 EliteDesk'],
          models: ['M450', '800G9'],
          price: [3500, 7000],
        },
      },
      {
        name: '打印机',
        prefix: 'PRT',
        unit: '台',
        usefulLifeMonths: 60,
        expiryLeadDays: 15,
        items: {
          names: ['惠普激光打印机', '兄弟标签打印机'],
          models: ['M406', 'QL-820'],
          price: [900, 4200],
        },
      },
    ],
  },
  {
    name: '办公家具',
    prefix: 'FUR',
    unit: '件',
    children: [
      {
        name: '办公桌',
        prefix: 'DSK',
        unit: '张',
        usefulLifeMonths: 96,
        items: {
          names: ['升降办公桌', '员工工位桌'],
          models: ['L1400', 'W1200'],
          price: [800, 3200],
        },
      },
      {
        name: '办公椅',
        prefix: 'CHR',
        unit: '把',
        usefulLifeMonths: 72,
        items: { names: ['人体工学椅', '会议椅'], models: ['E-300', 'M-20'], price: [300, 2600] },
      },
    ],
  },
  {
    name: '门店设施',
    prefix: 'FIX',
    unit: '套',
    children: [
      {
        name: '收银台',
        prefix: 'POS',
        unit: '套',
        usefulLifeMonths: 72,
        expiryLeadDays: 60,
        items: {
          names: ['收银一体机', '自助收银机'],
          models: ['P-15', 'SCO-2'],
          price: [3000, 18000],
        },
      },
      {
        name: '展示柜',
        prefix: 'DSP',
        unit: '组',
        usefulLifeMonths: 84,
        items: {
          names: ['玻璃展示柜', '冷藏展示柜'],
          models: ['G-180', 'C-220'],
          price: [2000, 9000],
        },
      },
    ],
  },
  {
    name: '安防设备',
    prefix: 'SEC',
    unit: '台',
    children: [
      {
        name: '监控摄像头',
        prefix: 'CAM',
        unit: '台',
        usefulLifeMonths: 60,
        expiryLeadDays: 30,
        design: 'camera',
        items: {
          names: ['海康半球摄像机', '大华枪式摄像机'],
          models: ['DS-2CD', 'IPC-HFW'],
          price: [260, 1800],
        },
      },
    ],
  },
  { name: '办公耗材', prefix: 'CON', unit: '盒', tracking: 'count' },
];

/** How often each status appears among demo assets (every one present). */
export const STATUS_WEIGHTS: ReadonlyArray<[AssetStatus, number]> = [
  ['inUse', 55],
  ['idle', 20],
  ['lent', 8],
  ['inRepair', 6],
  ['damaged', 4],
  ['writtenOff', 5],
  ['lost', 2],
];

export const SUPPLIERS = ['京东企业购', '联想中国', '上海办公家具有限公司', '海康威视', '得力集团'];
