import { messageSet } from '../../core/messages/message-set';

/** The door-lock area's server messages (listed in core/messages/catalogue.ts). */
export const doorLockMessages = messageSet({
  'en-US': {
    'approval.docType.doorPassword': 'door password',
    'doorlock.serialTaken': 'a door lock with serial number {serialNo} is already registered',
    'doorlock.inUse': 'the door lock has keys or passwords: set it to removed instead',
    'doorlock.unknownKeeper': 'the keeper must be an enabled user',
    'doorlock.unknownUser': 'a key can be issued only to an enabled user',
    'doorlock.keyRevoked': 'this key is already revoked',
    'doorlock.passwordNotPending': 'this door password request is no longer pending',
    'doorlock.notKeeper':
      'only the lock’s keeper can confirm that the code was entered on the lock',
    'doorlock.notAwaitingSet': 'this password is not waiting to be entered on the lock',
    'doorlock.notApplicant': 'only the applicant can reveal a door password',
    'doorlock.noPassword':
      'this request has no valid password (not approved yet, or its window is over)',
    'validation.window': 'must be after the start',
    'validation.timeOfDay': 'must be a time of day (HH:mm)',
    'validation.scheduleDays': 'lists the same day twice',
    'validation.scheduleTimes': 'must be after the schedule’s start time',
  },
  'zh-CN': {
    'approval.docType.doorPassword': '门锁密码',
    'doorlock.serialTaken': '序列号 {serialNo} 的门锁已登记',
    'doorlock.inUse': '该门锁已有电子钥匙或密码，请改为“已拆除”',
    'doorlock.unknownKeeper': '保管人须为启用的用户',
    'doorlock.unknownUser': '电子钥匙只能发放给启用的用户',
    'doorlock.keyRevoked': '该电子钥匙已被撤销',
    'doorlock.passwordNotPending': '该门锁密码申请已不在审批中',
    'doorlock.notKeeper': '只有门锁保管人可以确认密码已在锁上设置',
    'doorlock.notAwaitingSet': '该密码不在待设置状态',
    'doorlock.notApplicant': '只有申请人可以查看门锁密码',
    'doorlock.noPassword': '该申请没有有效密码（尚未审批通过，或已过有效期）',
    'validation.window': '须晚于开始时间',
    'validation.timeOfDay': '须为时刻（HH:mm）',
    'validation.scheduleDays': '星期有重复',
    'validation.scheduleTimes': '须晚于每日开始时间',
  },
});
