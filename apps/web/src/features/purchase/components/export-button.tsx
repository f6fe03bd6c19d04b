import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../../api/get-data';
import { saveFile } from '../../../lib/save-file';

/** Downloads an export of the list's filters as the server names it. */
export function ExportButton({
  run,
  fallbackName,
}: {
  run: () => Promise<DownloadedFile>;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: run,
    onSuccess: (file) => saveFile(file.blob, file.filename ?? fallbackName),
  });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {exporting.isPending ? t('purchase.exporting') : t('purchase.export')}
    </Button>
  );
}
