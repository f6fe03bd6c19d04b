import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { OptionValue, WidgetOption } from '@depot/shared';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SetProp } from './prop-field';

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** Option values typed as digits are numbers ("1" → 1), as back-office option lists expect. */
function parseValue(text: string): OptionValue {
  return NUMERIC.test(text) ? Number(text) : text;
}

/** The option list of a select, radio or checkbox group: label and value per row. */
export function OptionsProps({ options, set }: { options: readonly WidgetOption[]; set: SetProp }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<WidgetOption>) =>
    set(
      'options',
      options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    );
  const nextValue =
    options.reduce((max, o) => (typeof o.value === 'number' ? Math.max(max, o.value) : max), 0) + 1;
  return (
    <section aria-label={t('form.props.options')} style={{ marginBottom: 12 }}>
      <Typography.Text>{t('form.props.options')}</Typography.Text>
      <Flex vertical gap={6} style={{ marginTop: 6 }}>
        {options.map((option, index) => (
          <Flex key={index} gap={4}>
            <Input
              aria-label={`${t('form.props.optionLabel')} ${index + 1}`}
              value={option.label}
              onChange={(e) => change(index, { label: e.target.value })}
            />
            <Input
              aria-label={`${t('form.props.optionValue')} ${index + 1}`}
              value={String(option.value)}
              onChange={(e) => change(index, { value: parseValue(e.target.value) })}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('form.props.removeOption', { index: index + 1 })}
              onClick={() =>
                set(
                  'options',
                  options.filter((_, i) => i !== index),
                )
              }
            />
          </Flex>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            set('options', [
              ...options,
              { label: t('form.designer.option', { n: nextValue }), value: nextValue },
            ])
          }
        >
          {t('form.props.addOption')}
        </Button>
      </Flex>
    </section>
  );
}
