import type { DoorLockStatus, DoorOpenMethod } from './constants';

/**
 * A lock's statuses and the ways a door opens, by name in both languages: the door-lock pages
 * show them, and the imports read a cell in either language.
 */
export const DOOR_LOCK_WORDS = {
  'zh-CN': {
    statuses: { working: '正常', faulty: '故障', removed: '已拆除' },
    methods: { ekey: '电子钥匙', password: '密码', card: '门卡', mechanical: '机械钥匙' },
  },
  'en-US': {
    statuses: { working: 'Working', faulty: 'Faulty', removed: 'Removed' },
    methods: {
      ekey: 'Electronic key',
      password: 'Password',
      card: 'Card',
      mechanical: 'Mechanical key',
    },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  { statuses: Record<DoorLockStatus, string>; methods: Record<DoorOpenMethod, string> }
>;
