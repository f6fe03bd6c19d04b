import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from './category-select';

/**
 * Lines of counted items in a warehouse form (`lines`: category × quantity), added and removed
 * in place. `category` says which lines must name one: none (the form has other content, such
 * as serialised assets), the first, or every line (each then needs its quantity too, and the
 * first row carries the labels). A line naming a category always needs its quantity.
 */
export function CountedLines({
  lines = [],
  category,
  addLabel,
  removeLabel,
  children,
}: {
  /** The lines as the form holds them now (Form.useWatch; not needed when every line counts). */
  lines?: readonly ({ categoryId?: number } | undefined)[];
  category: 'optional' | 'first' | 'every';
  addLabel: string;
  removeLabel: string;
  /** More fields of a line, after its quantity (a price, its amount). */
  children?: (field: FormListFieldData, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const every = category === 'every';
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'categoryId']}
                label={every && i === 0 ? t('warehouse.common.category') : undefined}
                rules={[{ required: every || (category === 'first' && i === 0) }]}
                style={{ flex: 2, minWidth: 160 }}
              >
                <CategorySelect aria-label={`${t('warehouse.common.category')} ${i + 1}`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                label={every && i === 0 ? t('warehouse.common.quantity') : undefined}
                rules={[{ required: every || lines[i]?.categoryId !== undefined }]}
              >
                <InputNumber
                  aria-label={`${t('warehouse.common.quantity')} ${i + 1}`}
                  placeholder={every ? undefined : t('warehouse.common.quantity')}
                  min={1}
                  precision={0}
                />
              </Form.Item>
              {children?.(field, i)}
              {fields.length > 1 && (
                <Button
                  type="text"
                  aria-label={removeLabel}
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
            {addLabel}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
