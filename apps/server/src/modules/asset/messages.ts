import { messageSet } from '../../core/messages/message-set';

/** The asset register's notices (listed in core/messages/catalogue.ts). */
export const assetMessages = messageSet({
  'en-US': {
    'asset.notice.expiring':
      'Asset {code} ({name}) expires on {date}, in {days} day(s): please deal with it',
    'asset.notice.inYourCare': 'Asset {code} ({name}) is registered in your care',
    'asset.notice.addedToStore': 'Asset {code} ({name}) was added to store {store}',
  },
  'zh-CN': {
    'asset.notice.expiring': '资产 {code}（{name}）将于 {date} 到期（还有 {days} 天），请及时处理',
    'asset.notice.inYourCare': '资产 {code}（{name}）已登记由您保管',
    'asset.notice.addedToStore': '资产 {code}（{name}）已加入门店 {store}',
  },
});
