import {
  SAMPLING_DEFAULT_PASS_MARK,
  type FormDesignInput,
  type SamplingCreate,
  type StageChecklistCreate,
} from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { SignatureStorage } from '../files/signature-file';
import { insertDesign, parseDesign } from '../form-design/service';
import { createAcceptanceTemplates } from './acceptance-templates';
import { createAcceptanceWrites } from './acceptance-write';
import { createSamplingWrites } from './sampling';

const yesNo = (vModel: string, label: string, required = true) => ({
  kind: 'switch' as const,
  vModel,
  label,
  required,
  defaultValue: false,
});

/** 竣工验收: the items a renovation is accepted on, each yes or no, and the findings. */
const COMPLETION_DESIGN: FormDesignInput = {
  labelPosition: 'top',
  fields: [
    yesNo('waterElectric', '水电线路通电通水正常'),
    yesNo('fireSafety', '消防设施齐全有效'),
    yesNo('finishes', '饰面平整无破损'),
    yesNo('cleaning', '现场清洁、垃圾清运', false),
    { kind: 'rate', vModel: 'quality', label: '整体质量评分', required: true, max: 5 },
    { kind: 'textarea', vModel: 'findings', label: '验收意见', required: false },
  ],
};

/** 门店交接检查: what the shop is handed over with. */
const HANDOVER_DESIGN: FormDesignInput = {
  labelPosition: 'top',
  fields: [
    { kind: 'number', vModel: 'keys', label: '钥匙数量（把）', required: true, min: 0, max: 100 },
    { kind: 'input', vModel: 'meterPower', label: '电表读数', required: true },
    { kind: 'input', vModel: 'meterWater', label: '水表读数', required: true },
    yesNo('emptied', '原有物品已清空'),
    yesNo('doorsLocks', '门窗锁具完好', false),
    { kind: 'textarea', vModel: 'remarks', label: '备注', required: false },
  ],
};

/** A scored item of a sampling checklist: a number 0 to its full score. */
const scored = (vModel: string, label: string, max: number, required = true) => ({
  kind: 'number' as const,
  vModel,
  label,
  required,
  min: 0,
  max,
});

/** 施工质量抽检表: what a site is sampled on, each item scored out of 10. */
const SAMPLING_DESIGN: FormDesignInput = {
  labelPosition: 'top',
  fields: [
    scored('accordance', '施工与图纸一致', 10),
    scored('protection', '成品保护', 10),
    scored('tidiness', '文明施工', 10),
    scored('records', '施工记录完整', 10, false),
  ],
};

/** 拆除清场检查表: a renovation's clearance stage, checked before it may finish. */
const CLEARANCE_DESIGN: FormDesignInput = {
  labelPosition: 'top',
  fields: [
    yesNo('utilitiesOff', '原有水电气已关闭并挂牌'),
    yesNo('debrisRemoved', '拆除垃圾已清运出场'),
    yesNo('neighboursProtected', '相邻商铺及公共区域已做成品保护'),
    { kind: 'number', vModel: 'truckLoads', label: '外运车次', required: true, min: 0, max: 100 },
    { kind: 'textarea', vModel: 'remarks', label: '备注', required: false },
  ],
};

/**
 * The clearance checklist (called by demo.ts): a form design of the form builder, made as the
 * form builder makes one (`parseDesign`, `insertDesign`), which the renovation template's 拆除清场
 * stage requires; `filled` is its body as the staff fill it in for a stage on `filledOn`.
 */
export async function demoClearanceChecklist(tx: Db, admin: AuthUser) {
  const made = await insertDesign(tx, admin, {
    code: 'project-stage-clearance',
    name: '拆除清场检查表',
    design: parseDesign(CLEARANCE_DESIGN),
  });
  return {
    formId: made.id,
    filled: (stageId: number, filledOn: string): StageChecklistCreate => ({
      stageId,
      acceptedOn: filledOn,
      signerName: '张监理',
      note: '拆除完成，现场已清空',
      fileIds: [],
      data: {
        utilitiesOff: true,
        debrisRemoved: true,
        neighboursProtected: true,
        truckLoads: 6,
        remarks: '旧吊顶龙骨已回收',
      },
    }),
  };
}

/**
 * Demo acceptance checklists (called by demo.ts), through the area's services: the templates
 * 竣工验收检查表, 门店交接检查表 and the sampling checklist 施工质量抽检表; `complete` completes a
 * project with a filled, passed checklist, `handover` fills the handover checklist of an open
 * project, `sample` scores the sampling checklist on one (as the sampling page sends it).
 */
export async function demoAcceptances(
  tx: Db,
  admin: AuthUser,
  ctx: {
    files: Pick<FileService, 'readable'>;
    signatures: SignatureStorage;
    signature: (seed: number) => string;
  },
) {
  const templates = createAcceptanceTemplates(tx);
  const completion = await templates.add(admin, {
    name: '竣工验收检查表',
    kind: 'completion',
    note: '门店翻新与新店竣工通用',
    design: COMPLETION_DESIGN,
  });
  const handover = await templates.add(admin, {
    name: '门店交接检查表',
    kind: 'handover',
    note: '门店交给施工方或交回运营时填写',
    design: HANDOVER_DESIGN,
  });
  const sampling = await templates.add(admin, {
    name: '施工质量抽检表',
    kind: 'sampling',
    note: '各施工阶段随机抽检，每项满分 10 分',
    design: SAMPLING_DESIGN,
  });
  const writes = createAcceptanceWrites({ db: tx, files: ctx.files, ...ctx.signatures });
  const samplings = createSamplingWrites({ db: tx, files: ctx.files });
  return {
    sample: (
      body: Pick<SamplingCreate, 'projectId' | 'stageId' | 'sampledOn' | 'note' | 'scores'>,
    ) =>
      samplings.add(admin, {
        ...body,
        templateId: sampling.id,
        passMark: SAMPLING_DEFAULT_PASS_MARK,
        fileIds: [],
      }),
    complete: (projectId: number, acceptedOn: string) =>
      writes.complete(admin, {
        projectId,
        templateId: completion.id,
        acceptedOn,
        signerName: '王店长',
        signature: ctx.signature(12),
        note: '验收通过，门店可恢复营业',
        fileIds: [],
        data: {
          waterElectric: true,
          fireSafety: true,
          finishes: true,
          cleaning: true,
          quality: 4,
          findings: '收银台侧墙面有轻微色差，已约定保修期内处理',
        },
      }),
    handover: (projectId: number, acceptedOn: string) =>
      writes.handover(admin, {
        projectId,
        templateId: handover.id,
        stageId: null,
        acceptedOn,
        signerName: '李店长',
        note: '施工前门店交给施工方',
        fileIds: [],
        data: {
          keys: 3,
          meterPower: '012345.6',
          meterWater: '00321.4',
          emptied: true,
          doorsLocks: true,
          remarks: '后门卷帘门需加油保养',
        },
      }),
  };
}
