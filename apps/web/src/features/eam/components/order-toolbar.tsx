import { PlusOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRepairOrders, type RepairOrderFilters } from '../../../api/eam';
import { ExportButton } from '../../../components/export-button';
import { useEamPermissions } from '../permissions';
import { ImportModal } from './import-modal';
import { RepairTypesDrawer } from './repair-types-drawer';

/** Create, export of the current filters, import, and the repair types (each with its key). */
export function OrderToolbar({
  query,
  onCreate,
}: {
  /** The list's filters and sort, for the export. */
  query: RepairOrderFilters & { sort?: string };
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const { canAdd, canExport, canImport, canEditSla } = useEamPermissions();
  const [importing, setImporting] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);

  return (
    <>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {t('eam.actions.create')}
        </Button>
      )}
      {canExport && (
        <ExportButton
          run={() => exportRepairOrders(query)}
          fallbackName="repair-orders.xlsx"
          label={t('eam.actions.export')}
          done={() => t('eam.messages.exported')}
        />
      )}
      {canImport && (
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
          {t('eam.actions.import')}
        </Button>
      )}
      {canEditSla && (
        <Button icon={<SettingOutlined aria-hidden />} onClick={() => setTypesOpen(true)}>
          {t('eam.actions.types')}
        </Button>
      )}
      {canImport && <ImportModal open={importing} onClose={() => setImporting(false)} />}
      {canEditSla && <RepairTypesDrawer open={typesOpen} onClose={() => setTypesOpen(false)} />}
    </>
  );
}
