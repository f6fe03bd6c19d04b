import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRules, requiredText } from '../lib/rules';

export interface CodeNameFieldsProps {
  /** Whose labels and messages: `adminOrg.<area>.code`, `.name`, `.codeRequired`, … */
  area: 'enterprise' | 'post' | 'store';
  nameMaxLength: number;
  /** Under the code field. */
  codeHint?: ReactNode;
}

/** The code (focused first) and the name of an organisation record. */
export function CodeNameFields({ area, nameMaxLength, codeHint }: CodeNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="code"
        label={t(`adminOrg.${area}.code`)}
        rules={codeRules(t(`adminOrg.${area}.codeRequired`), t('adminOrg.common.codePattern'))}
        extra={codeHint}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label={t(`adminOrg.${area}.name`)}
        rules={[requiredText(t(`adminOrg.${area}.nameRequired`))]}
      >
        <Input maxLength={nameMaxLength} />
      </Form.Item>
    </>
  );
}
