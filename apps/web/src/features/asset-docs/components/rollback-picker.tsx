import type { AssetDocWire } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetDocPageQueryOptions } from '../../../api/asset-doc';
import { PICKER_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';

interface RollbackPickerProps {
  id?: string;
  value?: number;
  onChange?: (docId: number | undefined) => void;
  /** The document chosen (its assets are shown under the field). */
  onPicked: (doc: AssetDocWire | undefined) => void;
}

/**
 * The document a rollback reverses: done documents found by number, rollbacks left out (a
 * rollback is never reversed; the server refuses it too).
 */
export function RollbackPicker({ id, value, onChange, onPicked }: RollbackPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const docs = useQuery(
    assetDocPageQueryOptions({
      current: 1,
      size: 20,
      status: 'done',
      keyword: keyword || undefined,
    }),
  );
  const found = (docs.data?.records ?? []).filter((doc) => doc.docType !== 'rollback');
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      value={value}
      placeholder={t('assetDocs.form.rollbackPlaceholder')}
      filterOption={false}
      onSearch={setText}
      loading={docs.isFetching}
      options={found.map((doc) => ({
        value: doc.docId,
        label: `${doc.code} · ${t(`assetDocs.type.${doc.docType}`)} · ${doc.applicant.nickname}`,
      }))}
      onChange={(docId) => {
        onChange?.(docId);
        onPicked(found.find((doc) => doc.docId === docId));
      }}
    />
  );
}
