import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { openFile } from '../../../lib/open-file';
import { suborderPdf } from '../api';

/**
 * Opens the supplier's copy of a sub-order (an A4 PDF) in a new tab to print or send; saved as
 * a file when the browser blocks the tab.
 */
export function SuborderPdfButton({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation();
  const pdf = useMutation({
    mutationFn: () => suborderPdf(id),
    onSuccess: (file) => openFile(file.blob, file.filename ?? `${code}.pdf`),
  });
  return (
    <Button
      icon={<PrinterOutlined aria-hidden />}
      loading={pdf.isPending}
      onClick={() => pdf.mutate()}
    >
      {t('purchase.suborder.pdf')}
    </Button>
  );
}
