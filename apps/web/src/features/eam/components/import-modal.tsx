import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadRepairImportTemplate, eamKeys, importRepairOrders } from '../../../api/eam';
import { ImportModal as FileImportModal } from '../../../components/import-modal';
import { importColumnText } from '../lib/import-messages';

/** Import of repair orders from an .xlsx (the shared import dialog with the orders' words). */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FileImportModal
      open={open}
      onClose={onClose}
      title={t('eam.import.title')}
      hint={t('eam.import.hint')}
      emptyText={t('eam.import.empty')}
      doneText={(count) => t('eam.import.done', { count })}
      template={downloadRepairImportTemplate}
      templateName="repair-orders-template.xlsx"
      send={importRepairOrders}
      columnText={(column) => importColumnText(t, i18n, column)}
      onImported={() => queryClient.invalidateQueries({ queryKey: eamKeys.records() })}
    />
  );
}
