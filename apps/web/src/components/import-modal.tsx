import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportResult, ImportRowError } from '@depot/shared';
import { Alert, App, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../api/get-data';
import { saveFile } from '../lib/save-file';

interface Checked {
  file: File;
  result: ImportResult;
}

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  /** Shown when the file holds no rows. */
  emptyText: string;
  /** The toast after an import, given how many records it made. */
  doneText: (count: number) => string;
  /** The empty workbook with the import's header row, and its name when the server gave none. */
  template: () => Promise<DownloadedFile>;
  templateName: string;
  /** Sends the file: a dry run only reports; a real run imports nothing unless all is clean. */
  send: (file: File, dryRun: boolean) => Promise<ImportResult>;
  /** A problem's column in the user's words. */
  columnText: (column: string | null) => string;
  /** After a successful import (refresh the lists). */
  onImported: () => Promise<void>;
  /** The files the picker offers: an .xlsx, unless the import takes a .csv too. */
  csv?: boolean;
}

/**
 * Import from an .xlsx, or a .csv where the import takes one (docs/adding-an-area.md): the template, then a file; each file is
 * checked first (a dry run that reports every bad row with its column and reason), and
 * "Import" is enabled only when the check found nothing. The server imports nothing unless
 * every row is valid.
 */
export function ImportModal(props: ImportModalProps) {
  const { open, onClose, title, hint, emptyText, doneText, template: getTemplate } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [checked, setChecked] = useState<Checked>();
  const [busy, setBusy] = useState<'template' | 'check' | 'import'>();

  const reset = () => {
    setChecked(undefined);
    setBusy(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const template = async () => {
    setBusy('template');
    try {
      const file = await getTemplate();
      saveFile(file.blob, file.filename ?? props.templateName);
    } catch {
      // toasted by the http client
    } finally {
      setBusy(undefined);
    }
  };

  const check = async (file: File) => {
    setChecked(undefined);
    setBusy('check');
    try {
      setChecked({ file, result: await props.send(file, true) });
    } catch {
      // toasted by the http client (a file that is not an .xlsx, too large)
    } finally {
      setBusy(undefined);
    }
  };

  const run = async () => {
    if (!checked) return;
    setBusy('import');
    try {
      const result = await props.send(checked.file, false);
      if (result.errors.length > 0) {
        // The data changed since the check (a unique value taken meanwhile): nothing imported.
        setChecked({ file: checked.file, result });
        return;
      }
      void message.success(doneText(result.imported));
      await props.onImported();
      close();
    } catch {
      // toasted by the http client
    } finally {
      setBusy(undefined);
    }
  };

  const result = checked?.result;
  const clean = result !== undefined && result.errors.length === 0 && result.rows > 0;

  return (
    <Modal
      title={title}
      open={open}
      width={760}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!clean}
          loading={busy === 'import'}
          onClick={() => void run()}
        >
          {t('importFile.run')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {hint}
        </Typography.Paragraph>
        <div>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === 'template'}
            onClick={() => void template()}
          >
            {t('importFile.template')}
          </Button>
        </div>
        <Upload.Dragger
          accept={`.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet${props.csv ? ',.csv,text/csv' : ''}`}
          multiple={false}
          showUploadList={false}
          disabled={busy === 'check' || busy === 'import'}
          beforeUpload={(file) => {
            void check(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p>{checked ? checked.file.name : t('importFile.choose')}</p>
          <Typography.Text type="secondary">{t('importFile.chooseHint')}</Typography.Text>
        </Upload.Dragger>
        {busy === 'check' && <Alert type="info" showIcon title={t('importFile.checking')} />}
        {result && result.rows === 0 && <Alert type="warning" showIcon title={emptyText} />}
        {clean && (
          <Alert type="success" showIcon title={t('importFile.clean', { rows: result.rows })} />
        )}
        {result && result.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={t('importFile.problems', {
                count: result.errors.length,
                rows: result.rows,
              })}
            />
            <Table<ImportRowError>
              size="small"
              rowKey={(error) => `${error.row}:${error.column ?? ''}:${error.key}`}
              dataSource={result.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              aria-label={t('importFile.report')}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('importFile.row'), width: 80 },
                {
                  key: 'column',
                  title: t('importFile.column'),
                  width: 140,
                  render: (_, error) => props.columnText(error.column),
                },
                // The server words each problem in the caller's language.
                { key: 'message', dataIndex: 'message', title: t('importFile.message') },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
