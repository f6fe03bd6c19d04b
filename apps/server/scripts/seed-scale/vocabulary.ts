import type { Random } from '../../src/core/seeded-random';

/** Words the scale data is made of: Chinese, like the people who use Depot. */

/** Surname and given name, each with its pinyin (usernames are built from the pinyin). */
export const SURNAMES = [
  ['张', 'zhang'],
  ['王', 'wang'],
  ['李', 'li'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['何', 'he'],
  ['郭', 'guo'],
  ['马', 'ma'],
  ['罗', 'luo'],
] as const;

export const GIVEN_NAMES = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['洋', 'yang'],
  ['艳', 'yan'],
  ['勇', 'yong'],
  ['军', 'jun'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['华', 'hua'],
  ['平', 'ping'],
  ['刚', 'gang'],
  ['桂英', 'guiying'],
  ['建国', 'jianguo'],
  ['晓东', 'xiaodong'],
  ['丽', 'li'],
  ['强', 'qiang'],
] as const;

export const ASSETS = [
  '笔记本电脑',
  '台式电脑',
  '投影仪',
  '叉车',
  '门店收银机',
  '监控摄像头',
  '办公打印机',
  '冷藏展示柜',
  '空调外机',
  '电子价签基站',
  '货架',
  '扫码枪',
  '门禁控制器',
  '服务器',
  '会议平板',
] as const;

export const WAREHOUSES = ['华东仓', '华南仓', '华北仓', '西南仓', '华中仓'] as const;

export const STORE_NAMES = [
  '上海徐汇店',
  '上海浦东店',
  '杭州西湖店',
  '南京新街口店',
  '广州天河店',
  '深圳南山店',
  '北京朝阳店',
  '成都春熙路店',
  '武汉光谷店',
  '苏州园区店',
] as const;

const CATEGORIES = ['办公设备', '门店设备', '安防设备', '仓储设备', '网络设备'] as const;

const APPLICATION_KINDS: Record<number, string> = {
  15: '借用',
  16: '报废',
  17: '归还',
  18: '入库',
  19: '调拨',
  20: '退库',
  21: '损坏报修',
  22: '门锁密码',
};

/** One notice shape; `{n}` in the text is replaced by a number per row, in SQL. */
export interface NoticeTemplate {
  type: number;
  text: string;
  content: string | null;
  linkArea: string | null;
  /** The notice concerns an approval: approve_user_id is set. */
  approver: boolean;
}

/**
 * How often each type occurs, roughly as a back office sees them: approvals and their
 * outcomes dominate, announcements are rare.
 */
export const TYPE_WEIGHTS: Record<number, number> = {
  1: 6,
  2: 5,
  3: 5,
  4: 6,
  5: 8,
  6: 3,
  7: 5,
  8: 6,
  9: 4,
  10: 3,
  11: 3,
  12: 2,
  13: 3,
  14: 2,
  15: 7,
  16: 3,
  17: 5,
  18: 5,
  19: 4,
  20: 3,
  21: 3,
  22: 2,
  23: 2,
  24: 2,
  25: 1,
  26: 2,
};

function assetCode(r: Random): string {
  return `ZC-${r.int(2023, 2026)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}

function person(r: Random): string {
  return r.pick(SURNAMES)[0] + r.pick(GIVEN_NAMES)[0];
}

/** One template of `type`; varied by the random words picked. */
export function noticeTemplate(type: number, r: Random): NoticeTemplate {
  const asset = `${assetCode(r)} ${r.pick(ASSETS)}`;
  const who = person(r);
  const warehouse = r.pick(WAREHOUSES);
  const plain = (text: string, content: string | null = null): NoticeTemplate => ({
    type,
    text,
    content,
    linkArea: null,
    approver: false,
  });
  const approval = (text: string, linkArea: string | null, content: string | null = null) => ({
    type,
    text,
    content,
    linkArea,
    approver: true,
  });
  switch (type) {
    case 1:
      return plain(`资产 ${asset}将于 ${r.int(1, 30)} 天后到期，请及时处理`);
    case 2:
      return plain(`您领用的资产 ${asset}已出库，请到${warehouse}领取`);
    case 3:
      return plain(`您借用的资产 ${asset}将于 ${r.int(1, 7)} 天后到期，请按时归还`);
    case 4:
      return plain(`${warehouse}新增资产 ${asset}，已登记入账`);
    case 5:
      return approval(`${who}提交了资产 ${asset}的借用申请，请审批`, 'as-lending');
    case 6:
      return approval(
        `${who}提交了资产 ${asset}的报废申请，请审批`,
        'as-write-off',
        `报废原因：${r.pick(['使用年限已满', '维修成本高于残值', '损坏无法修复'])}。申请人：${who}`,
      );
    case 7:
      return approval(`${who}提交了资产 ${asset}的归还申请，请审批`, 'as-return');
    case 8:
      return approval(`${who}提交了入库单 RK-2026-{n}（${r.int(2, 60)} 件），请审批`, 'ware-order');
    case 9: {
      const to = r.pick(WAREHOUSES.filter((w) => w !== warehouse));
      return approval(`${who}申请将资产 ${asset}从${warehouse}调拨至${to}，请审批`, 'as-transfer');
    }
    case 10:
      return approval(`${who}提交了资产 ${asset}的退库申请，请审批`, 'as-rollback');
    case 11:
      return approval(
        `${who}报告资产 ${asset}损坏，请审批维修处理`,
        'as-damage',
        `损坏情况：${r.pick(['外壳破裂，无法正常开机', '屏幕碎裂', '电源故障', '进水短路'])}。`,
      );
    case 12:
      return approval(`${who}申请查看${r.pick(STORE_NAMES)}门锁临时密码，请审批`, 'door-lock');
    case 13:
      return plain(
        `${warehouse}资产「${r.pick(ASSETS)}」库存仅剩 ${r.int(0, 4)} 件，低于预警值 5 件`,
      );
    case 14:
      return plain(
        `${warehouse}「${r.pick(CATEGORIES)}」类别库存仅剩 ${r.int(1, 9)} 件，低于预警值 10 件`,
      );
    case 23:
      return plain(`资产 ${asset}借用已超期 ${r.int(1, 30)} 天，请尽快归还`);
    case 24:
      return plain(`资产 ${asset}归还确认已超时 ${r.int(1, 10)} 天，请尽快处理`);
    case 25: {
      const topic = r.pick([
        ['季度资产盘点通知', '请各部门于本月底前完成资产盘点，并在系统中提交盘点结果。'],
        ['系统维护公告', '本周六 22:00 至次日 02:00 系统维护，期间暂停服务，请提前保存工作。'],
        [
          '门店报修流程调整',
          '自下月起门店报修统一通过报修工单提交，紧急情况请电话联系运维服务部。',
        ],
        ['年度资产清查', '年度资产清查工作启动，请资产负责人核对名下资产并及时处理差异。'],
      ] as const);
      return { type, text: topic[0], content: topic[1], linkArea: null, approver: false };
    }
    case 26:
      return {
        type,
        text: `报修工单 RO2026{n} 已超过${r.pick(['响应', '处理'])}时限，请尽快跟进`,
        content: `门店：${r.pick(STORE_NAMES)}`,
        linkArea: 'eam-order',
        approver: false,
      };
    default: {
      const kind = APPLICATION_KINDS[type] ?? '借用';
      return r.chance(0.7)
        ? approval(`您的${kind}申请（${asset}）已审批通过`, null)
        : approval(
            `您的${kind}申请（${asset}）未通过审批`,
            null,
            `驳回原因：${r.pick(['信息不完整，请补充说明后重新提交', '预算不足', '资产已被占用'])}。`,
          );
    }
  }
}

/** A pool of templates with types in proportion to TYPE_WEIGHTS. */
export function noticeTemplates(r: Random, size: number, maxType: number): NoticeTemplate[] {
  const types = Object.entries(TYPE_WEIGHTS)
    .map(([type, weight]) => [Number(type), weight] as const)
    .filter(([type]) => type <= maxType);
  const totalWeight = types.reduce((sum, [, w]) => sum + w, 0);
  const pool: NoticeTemplate[] = [];
  for (const [type, weight] of types) {
    const count = Math.max(1, Math.round((size * weight) / totalWeight));
    for (let i = 0; i < count; i++) pool.push(noticeTemplate(type, r));
  }
  return pool;
}

/** What stores report (repair-order remarks). */
export const REPAIR_REMARKS = [
  '营业厅空调不制冷，室内温度偏高',
  '收银台插座跳闸，两台收银机无法开机',
  '仓库木门合页松动，门关不严',
  '卫生间洗手池下水堵塞',
  '冷藏展示柜温度报警',
  '新风机组运行异响',
  '门头灯箱部分不亮',
  '后厨水管漏水，地面积水',
  '卷帘门无法正常升降',
  '监控摄像头画面中断',
  '配电箱有焦糊味',
  '试衣间门锁损坏',
  '吊顶石膏板脱落一块',
  '电子价签批量离线',
  '收银机小票打印机卡纸',
  '网络交换机指示灯异常，部分终端断网',
  '消防应急灯不亮',
  '货架层板变形',
  '地砖开裂翘起，存在绊倒风险',
  '空调外机噪音大，邻居投诉',
] as const;

/** Where external orders come from. */
export const EXTERNAL_SOURCES = ['美团', '企业微信', '钉钉', '物业平台'] as const;

/** City, region and a street for scale stores. */
export const STORE_CITIES = [
  ['上海', '华东', '南京西路'],
  ['杭州', '华东', '延安路'],
  ['南京', '华东', '中山路'],
  ['苏州', '华东', '人民路'],
  ['广州', '华南', '天河路'],
  ['深圳', '华南', '深南大道'],
  ['北京', '华北', '建国路'],
  ['天津', '华北', '南京路'],
  ['成都', '西南', '春熙路'],
  ['重庆', '西南', '解放碑'],
  ['武汉', '华中', '中山大道'],
  ['长沙', '华中', '五一大道'],
] as const;
