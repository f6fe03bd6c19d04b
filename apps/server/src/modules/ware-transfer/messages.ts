import { messageSet } from '../../core/messages/message-set';

/** The transfers' server messages (listed in core/messages/catalogue.ts). */
export const transferMessages = messageSet({
  'en-US': {
    'validation.transferSameWarehouse': 'must be another warehouse than the one sending',
    'transfer.serialCategory':
      'the category {name} is registered one by one: move its assets with an asset transfer document',
    'transfer.received': 'the transfer {code} has already been received',
    'transfer.cancelled': 'the transfer {code} has been cancelled',
    'transfer.stale':
      'the transfer was changed meanwhile (version {version}): reload it and try again',
    'transfer.notDestination': 'only a user of the receiving warehouse may receive this transfer',
    'transfer.notSource': 'only a user of the sending warehouse may cancel this transfer',
    'validation.transferReceiveNothing': 'receive at least one unit',
    'transfer.overReceive':
      '{name}: only {outstanding} still on the way, {asked} cannot be received',
    'transfer.notOnTransfer': 'category {id} is not on this transfer',
    'transfer.nothingOutstanding': 'nothing of the transfer {code} is still on the way',
  },
  'zh-CN': {
    'validation.transferSameWarehouse': '须是调出仓库以外的仓库',
    'transfer.serialCategory': '分类 {name} 逐件登记，请用资产调拨单移动这些资产',
    'transfer.received': '调拨单 {code} 已经入库',
    'transfer.cancelled': '调拨单 {code} 已经取消',
    'transfer.stale': '调拨单已被修改（版本 {version}），请刷新后重试',
    'transfer.notDestination': '只有调入仓库的人员可以接收此调拨单',
    'transfer.notSource': '只有调出仓库的人员可以取消此调拨单',
    'validation.transferReceiveNothing': '至少接收一件',
    'transfer.overReceive': '{name}：在途仅剩 {outstanding}，不能接收 {asked}',
    'transfer.notOnTransfer': '分类 {id} 不在此调拨单上',
    'transfer.nothingOutstanding': '调拨单 {code} 已无在途物品',
  },
});
