import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../api/get-data';
import { saveFile } from '../lib/save-file';

export interface ExportButtonProps {
  /** Asks the server for the file (a list's filters applied there). */
  run: () => Promise<DownloadedFile>;
  /** The name to save under when the server names none. */
  fallbackName: string;
  /** What the button says (default: "export"). */
  label?: string;
  /** The message once the file is saved, given its name (none: the download says it). */
  done?: (filename: string) => string;
}

/** Downloads an export of a list's filters as the server names it, "exporting…" while it runs. */
export function ExportButton({ run, fallbackName, label, done }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exporting = useMutation({
    mutationFn: run,
    onSuccess: (file) => {
      const name = file.filename ?? fallbackName;
      saveFile(file.blob, name);
      if (done) void message.success(done(name));
    },
  });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {exporting.isPending ? t('common.exporting') : (label ?? t('common.export'))}
    </Button>
  );
}
