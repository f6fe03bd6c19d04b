import { messageSet } from '../../core/messages/message-set';

/**
 * The asset documents' notices and the refusals of a transfer into a warehouse (listed in core/messages/catalogue.ts); `{kind}` is the
 * document's kind in the same language (ASSET_DOC_WORDS).
 */
export const assetDocMessages = messageSet({
  'en-US': {
    'assetDoc.notice.inYourCare': '{kind} {code}: assets {assets} are now in your care',
    'assetDoc.notice.addedToStore': '{kind} {code}: assets {assets} were added to store {stores}',
    'assetDoc.notice.pickUp':
      'The assets of document {code} are waiting for you: {assets}. Show the keeper your pick-up certificate to scan and sign for them',
    'assetDoc.notice.dueToday':
      'The assets you borrowed (document {code}) are due back today: {assets}',
    'assetDoc.notice.dueSoon':
      'The assets you borrowed (document {code}) are due back on {date}, in {days} day(s): {assets}',
    'assetDoc.notice.overdue':
      'The assets you borrowed (document {code}) are {days} day(s) overdue: please return them: {assets}',
    'assetDoc.notice.overdueToKeepers':
      'Lending {code} passed its return date {date} {days} day(s) ago and its assets are not back: {assets}',
    'assetDoc.warehouseAlone':
      'a transfer into a warehouse names only the warehouse: no new store and no new custodian',
    'assetDoc.unknownWarehouse':
      'the warehouse does not exist, is disabled or is outside your data scope',
    'assetDoc.alreadyInWarehouse': 'these assets already stand in warehouse {warehouse}: {codes}',
    'assetDoc.field.toWarehouse': 'the warehouse',
  },
  'zh-CN': {
    'assetDoc.notice.inYourCare': '{kind} {code}：资产 {assets} 已交由您保管',
    'assetDoc.notice.addedToStore': '{kind} {code}：资产 {assets} 已加入门店 {stores}',
    'assetDoc.notice.pickUp':
      '单据 {code} 的资产待您领取：{assets}。请向保管员出示领用凭证扫码签收',
    'assetDoc.notice.dueToday': '您借用的资产（单据 {code}）今天到期，请按时归还：{assets}',
    'assetDoc.notice.dueSoon':
      '您借用的资产（单据 {code}）将于 {date} 到期（还有 {days} 天），请按时归还：{assets}',
    'assetDoc.notice.overdue': '您借用的资产（单据 {code}）已超期 {days} 天，请尽快归还：{assets}',
    'assetDoc.notice.overdueToKeepers':
      '借用单 {code} 已超过归还日期 {date}（{days} 天），资产尚未归还：{assets}',
    'assetDoc.warehouseAlone': '调入仓库的调拨只能指定仓库，不能同时指定新门店或新保管人',
    'assetDoc.unknownWarehouse': '仓库不存在、已停用或不在您的数据范围内',
    'assetDoc.alreadyInWarehouse': '以下资产已在仓库 {warehouse} 中：{codes}',
    'assetDoc.field.toWarehouse': '调入仓库',
  },
});
