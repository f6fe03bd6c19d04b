import { useTranslation } from 'react-i18next';
import {
  ExportButton as DownloadButton,
  type ExportButtonProps,
} from '../../../components/export-button';

/** Downloads an export of the list's filters, in the project pages' words. */
export function ExportButton(props: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <DownloadButton {...props} label={t('project.export')} busyLabel={t('project.exporting')} />
  );
}
