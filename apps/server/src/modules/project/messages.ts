import { messageSet } from '../../core/messages/message-set';

/** The projects area's server messages (listed in core/messages/catalogue.ts). */
export const projectMessages = messageSet({
  'en-US': {
    'validation.projectAmountZero': 'must not be zero',
    'validation.projectStageSeq': 'stages must be numbered 1, 2, 3… in their order',
    'validation.projectStageDepends': 'a stage may depend only on earlier stages, each named once',
  },
  'zh-CN': {
    'validation.projectAmountZero': '金额不能为零',
    'validation.projectStageSeq': '阶段须按顺序编号为 1、2、3…',
    'validation.projectStageDepends': '阶段只能依赖排在它前面的阶段，且每个只列一次',
  },
});
