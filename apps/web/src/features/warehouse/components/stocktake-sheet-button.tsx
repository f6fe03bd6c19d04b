import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { openFile } from '../../../lib/open-file';
import { stocktakeSheet } from '../api';

/**
 * Opens a started plan's count sheet (an A4 PDF in the reader's language) in a new tab to print;
 * saved as a file when the browser blocks the tab.
 */
export function StocktakeSheetButton({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation();
  const sheet = useMutation({
    mutationFn: () => stocktakeSheet(id),
    onSuccess: (file) =>
      openFile(file.blob, file.filename ?? t('warehouse.stocktake.sheetFile', { code })),
  });
  return (
    <Button
      icon={<PrinterOutlined aria-hidden />}
      loading={sheet.isPending}
      onClick={() => sheet.mutate()}
    >
      {t('warehouse.stocktake.sheet')}
    </Button>
  );
}
