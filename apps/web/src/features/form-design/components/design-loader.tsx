import { Alert, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '@depot/shared';
import { useDesignRecord } from '../hooks/use-design-record';

export interface LoadedDesign {
  id: number;
  code: string;
  name: string;
  version: number;
  design: FormDesign;
}

/** Loads design `id` and renders children with it; a spinner meanwhile, an error if it fails. */
export function DesignLoader({
  id,
  children,
}: {
  id: number;
  children: (record: LoadedDesign) => ReactNode;
}) {
  const { t } = useTranslation();
  const { isPending, isError, record, problems } = useDesignRecord(id);
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (isError || !record) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('form.designer.loadFailed')}
        description={
          problems.map((p) => `${p.path.map(String).join('.')}: ${p.message}`).join('\n') ||
          undefined
        }
      />
    );
  }
  return children(record);
}
