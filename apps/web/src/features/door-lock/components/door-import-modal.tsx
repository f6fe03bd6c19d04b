import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImportModal } from '../../../components/import-modal';
import {
  doorLockKeys,
  downloadDoorImportTemplate,
  importDoorFile,
  type DoorImportKind,
} from '../api';

const TEMPLATE_NAMES: Record<DoorImportKind, string> = {
  locks: 'door-locks-import.xlsx',
  opens: 'door-open-log-import.xlsx',
};

/** The lock import or the open-log import (`kind`), through the kit's checked import dialog. */
export function DoorImportModal({ kind, onClose }: { kind: DoorImportKind; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ImportModal
      open
      onClose={onClose}
      csv={kind === 'opens'}
      title={t(`doorLock.import.${kind}.title`)}
      hint={t(`doorLock.import.${kind}.hint`)}
      emptyText={t(`doorLock.import.${kind}.empty`)}
      doneText={(count) => t(`doorLock.import.${kind}.done`, { count })}
      template={() => downloadDoorImportTemplate(kind)}
      templateName={TEMPLATE_NAMES[kind]}
      send={(file, dryRun) => importDoorFile(kind, file, dryRun)}
      columnText={(column) =>
        column && i18n.exists(`doorLock.import.columns.${column}`)
          ? t(`doorLock.import.columns.${column}` as 'doorLock.import.columns.door')
          : (column ?? '—')
      }
      onImported={() => queryClient.invalidateQueries({ queryKey: doorLockKeys.all })}
    />
  );
}
