import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a dialog does once its record is stored: says so (added or saved) and closes. */
export function useCloseOnSave(editing: boolean, onClose: () => void): () => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return () => {
    void message.success(t(editing ? 'adminOrg.common.saved' : 'adminOrg.common.created'));
    onClose();
  };
}
