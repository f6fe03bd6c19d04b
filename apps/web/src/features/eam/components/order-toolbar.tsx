import { DownloadOutlined, PlusOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRepairOrders, type RepairOrderFilters } from '../../../api/eam';
import { saveFile } from '../../../lib/save-file';
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
  const { message } = App.useApp();
  const { canAdd, canExport, canImport, canEditSla } = useEamPermissions();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const file = await exportRepairOrders(query);
      saveFile(file.blob, file.filename ?? 'repair-orders.xlsx');
      void message.success(t('eam.messages.exported'));
    } catch {
      // toasted by the http client
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {t('eam.actions.create')}
        </Button>
      )}
      {canExport && (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          onClick={() => void exportXlsx()}
        >
          {t('eam.actions.export')}
        </Button>
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
