import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';

/** A list's enabled filter as the address holds it. */
export type EnabledChoice = 'true' | 'false';

/** The enabled filter as the page and export calls send it (none: every record). */
export const asBoolean = (v: EnabledChoice | undefined) =>
  v === undefined ? undefined : v === 'true';

/** Whether a SKU, supplier or template is enabled. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? (
    <Tag color="green">{t('purchase.enabled')}</Tag>
  ) : (
    <Tag>{t('purchase.disabled')}</Tag>
  );
}

/** The SKU, supplier and template lists' status filter: enabled or disabled. */
export function EnabledFilter() {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="enabled"
      label={t('purchase.status')}
      values={['true', 'false']}
      text={(on) => t(on === 'true' ? 'purchase.enabled' : 'purchase.disabled')}
      minWidth={100}
    />
  );
}
