import { messageSet } from '../../core/messages/message-set';

/** The server messages of material discards (docs/projects.md "Discarding materials"). */
export const materialDiscardMessages = messageSet({
  'en-US': {
    'approval.docType.materialDiscard': 'material discard',
    'project.unknownMaterialLine':
      'a line named is not one of this project’s materials issued from stock',
    'project.materialNotHeld':
      'the project has only {available} of {sku} (SKU order {order}) left to discard, {asked} asked',
    'project.materialShort':
      'material discard {code} cannot be approved: the project holds only {held} of {sku} (SKU order {order}) now, {asked} asked',
    'project.materialDiscardNotPending': 'material discard {code} is no longer in approval',
    'project.materialDiscardPending':
      'project {code} still has material discard {discard} in approval: it must be decided first',
    'project.discardingPending':
      'project {code} has discarding request {discard} in approval: no material discard can be asked until it is decided',
    'project.skuOrderDiscardPending':
      'SKU order {order} cannot be returned while material discard {discard} of its materials is in approval: it must be decided first',
    'project.skuOrderAllDiscarded':
      'SKU order {order} has nothing left to return: material discards took all of its materials off the project',
    'validation.materialLineTwice': 'lists the same SKU order line twice',
  },
  'zh-CN': {
    'approval.docType.materialDiscard': '物料报废',
    'project.unknownMaterialLine': '有明细不是本项目已出库的物料',
    'project.materialNotHeld':
      '项目的 {sku}（物料单 {order}）只剩 {available} 可报废，申请了 {asked}',
    'project.materialShort':
      '物料报废 {code} 不能通过：项目现在只持有 {sku}（物料单 {order}）{held}，申请了 {asked}',
    'project.materialDiscardNotPending': '物料报废 {code} 已不在审批中',
    'project.materialDiscardPending': '项目 {code} 还有物料报废 {discard} 在审批中，须先审批完',
    'project.discardingPending':
      '项目 {code} 的作废申请 {discard} 正在审批中，审批完之前不能申请物料报废',
    'project.skuOrderDiscardPending':
      '物料报废 {discard} 正在审批其中的物料，审批完之前物料单 {order} 不能退库',
    'project.skuOrderAllDiscarded': '物料单 {order} 已没有可退库的物料：全部已报废',
    'validation.materialLineTwice': '同一物料单明细列了两次',
  },
});
