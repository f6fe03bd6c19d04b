import { messageSet } from '../../core/messages/message-set';

/** The repair orders' service-level notices (listed in core/messages/catalogue.ts). */
export const eamMessages = messageSet({
  'en-US': {
    'eam.notice.order': 'Repair order {code} ({store}, {type})',
    'eam.notice.dispatchedLate':
      '{order} was dispatched after its response time of {target}: please watch its progress',
    'eam.notice.notDispatched':
      '{order} has waited longer than its response time of {target} and is not dispatched yet: please dispatch it',
    'eam.notice.resolutionLate':
      '{order} has taken longer than its resolution time of {target}: please follow it up',
    'eam.duration.days': '{n} d',
    'eam.duration.hours': '{n} h',
    'eam.duration.minutes': '{n} min',
  },
  'zh-CN': {
    'eam.notice.order': '维修工单 {code}（{store}，{type}）',
    'eam.notice.dispatchedLate': '{order}派单晚于响应时限 {target}，请关注维修进度',
    'eam.notice.notDispatched': '{order}提交已超过响应时限 {target}，仍未派单，请尽快派单',
    'eam.notice.resolutionLate': '{order}的维修用时已超过解决时限 {target}，请跟进处理',
    'eam.duration.days': '{n} 天',
    'eam.duration.hours': '{n} 小时',
    'eam.duration.minutes': '{n} 分钟',
  },
});
