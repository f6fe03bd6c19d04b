import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { compileDesignPattern, type RegRule } from '@depot/shared';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SetProp } from './prop-field';

/** regList: patterns the value must match, each with the message shown when it does not. */
export function RulesProps({ rules, set }: { rules: readonly RegRule[]; set: SetProp }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<RegRule>) =>
    set(
      'regList',
      rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)),
    );
  return (
    <section aria-label={t('form.props.regList')} style={{ marginBottom: 12 }}>
      <Typography.Text>{t('form.props.regList')}</Typography.Text>
      <Flex vertical gap={8} style={{ marginTop: 6 }}>
        {rules.map((rule, index) => {
          const invalid = rule.pattern !== '' && compileDesignPattern(rule.pattern) === null;
          return (
            <Flex key={index} vertical gap={4}>
              <Flex gap={4}>
                <Input
                  aria-label={`${t('form.props.regPattern')} ${index + 1}`}
                  placeholder={t('form.props.regPattern')}
                  value={rule.pattern}
                  status={invalid ? 'error' : undefined}
                  onChange={(e) => change(index, { pattern: e.target.value })}
                  style={{ fontFamily: 'monospace' }}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('form.props.removeRule', { index: index + 1 })}
                  onClick={() =>
                    set(
                      'regList',
                      rules.filter((_, i) => i !== index),
                    )
                  }
                />
              </Flex>
              {invalid && (
                <Typography.Text type="danger">
                  {t('form.designer.issue.badPattern')}
                </Typography.Text>
              )}
              <Input
                aria-label={`${t('form.props.regMessage')} ${index + 1}`}
                placeholder={t('form.props.regMessage')}
                value={rule.message}
                onChange={(e) => change(index, { message: e.target.value })}
              />
            </Flex>
          );
        })}
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => set('regList', [...rules, { pattern: '', message: '' }])}
        >
          {t('form.props.addRule')}
        </Button>
      </Flex>
    </section>
  );
}
