import { formDesignSchema, type FormDesignInput } from '@depot/shared';
import type { Db } from '../db/client';
import { formDesign, formDesignVersion } from '../db/schema';

/**
 * The asset categories' form (code `asset-category`, opened at /as/assetstype/design), with a
 * table of parts whose summary row totals the quantities and subtotals (not the unit prices),
 * and whose subtotals a calculate field sums. Only with demo data on.
 */
export const ASSET_CATEGORY_DESIGN: FormDesignInput = {
  labelWidth: 120,
  labelPosition: 'right',
  fields: [
    {
      kind: 'input',
      vModel: 'name',
      label: '类别名称',
      required: true,
      maxLength: 64,
      placeholder: '如：笔记本电脑',
    },
    {
      kind: 'input',
      vModel: 'code',
      label: '类别编码',
      required: true,
      maxLength: 16,
      regList: [{ pattern: '^[A-Z]{2,6}-\\d{2,4}$', message: '编码格式如 IT-01' }],
    },
    {
      kind: 'select',
      vModel: 'unit',
      label: '计量单位',
      required: true,
      options: [
        { label: '台', value: 'set' },
        { label: '套', value: 'suite' },
        { label: '件', value: 'piece' },
        { label: '个', value: 'unit' },
      ],
    },
    { kind: 'number', vModel: 'lifeYears', label: '折旧年限（年）', min: 0, max: 50 },
    { kind: 'number', vModel: 'residualRate', label: '残值率（%）', min: 0, max: 100 },
    {
      kind: 'table',
      vModel: 'parts',
      label: '标准配置清单',
      actionText: '添加配件',
      showSummary: true,
      // Quantities and subtotals add up; unit prices do not.
      summaryColumns: ['qty', 'subtotal'],
      children: [
        { kind: 'input', vModel: 'partName', label: '配件名称', required: true, maxLength: 64 },
        { kind: 'number', vModel: 'qty', label: '数量', required: true, min: 0 },
        { kind: 'amount', vModel: 'price', label: '单价（元）', min: 0 },
        {
          kind: 'calculate',
          vModel: 'subtotal',
          label: '小计',
          formula: 'parts.qty * parts.price',
        },
      ],
    },
    {
      kind: 'calculate',
      vModel: 'total',
      label: '配置合计（元）',
      formula: 'parts.subtotal',
      showChinese: true,
    },
    { kind: 'richText', vModel: 'remark', label: '说明', height: 200 },
  ],
};

export async function seedDemoFormDesigns(tx: Db, actor: { adminId: number }): Promise<void> {
  const [row] = await tx
    .insert(formDesign)
    .values({
      code: 'asset-category',
      name: '资产类别表单',
      version: 1,
      createdBy: actor.adminId,
      updatedBy: actor.adminId,
    })
    .returning({ id: formDesign.id });
  await tx.insert(formDesignVersion).values({
    designId: row!.id,
    version: 1,
    design: formDesignSchema.parse(ASSET_CATEGORY_DESIGN),
    createdBy: actor.adminId,
  });
}
