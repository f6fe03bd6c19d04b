import { useTranslation } from 'react-i18next';
import {
  ExportButton as DownloadButton,
  type ExportButtonProps,
} from '../../../components/export-button';

/** Downloads an export of the page's filters, in the warehouse pages' words. */
export function ExportButton(props: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      {...props}
      label={t('warehouse.common.export')}
      busyLabel={t('warehouse.common.exporting')}
    />
  );
}
