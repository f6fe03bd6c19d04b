import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { RepairImportResult, RepairImportRowError } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRepairImportTemplate, eamKeys, importRepairOrders } from '../../../api/eam';
import { importColumnText } from '../lib/import-messages';
import { saveFile } from '../../../lib/save-file';

interface Checked {
  file: File;
  result: RepairImportResult;
}

/**
 * Import of orders from an .xlsx: the template, then a file; each file is checked first (a dry
 * run that reports every bad row with its column and reason), and "Import" is enabled only
 * when the check found nothing. The server imports nothing unless every row is valid.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
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
      const file = await downloadRepairImportTemplate();
      saveFile(file.blob, file.filename ?? 'repair-orders-template.xlsx');
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
      setChecked({ file, result: await importRepairOrders(file, true) });
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
      const result = await importRepairOrders(checked.file, false);
      if (result.errors.length > 0) {
        // The data changed since the check (an external code taken meanwhile): nothing imported.
        setChecked({ file: checked.file, result });
        return;
      }
      void message.success(t('eam.import.done', { count: result.imported }));
      await queryClient.invalidateQueries({ queryKey: eamKeys.records() });
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
      title={t('eam.import.title')}
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
          {t('eam.import.run')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('eam.import.hint')}
        </Typography.Paragraph>
        <div>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === 'template'}
            onClick={() => void template()}
          >
            {t('eam.import.template')}
          </Button>
        </div>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
          <p>{checked ? checked.file.name : t('eam.import.choose')}</p>
          <Typography.Text type="secondary">{t('eam.import.chooseHint')}</Typography.Text>
        </Upload.Dragger>
        {busy === 'check' && <Alert type="info" showIcon title={t('eam.import.checking')} />}
        {result && result.rows === 0 && (
          <Alert type="warning" showIcon title={t('eam.import.empty')} />
        )}
        {clean && (
          <Alert type="success" showIcon title={t('eam.import.clean', { rows: result.rows })} />
        )}
        {result && result.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={t('eam.import.problems', {
                count: result.errors.length,
                rows: result.rows,
              })}
            />
            <Table<RepairImportRowError>
              size="small"
              rowKey={(error) => `${error.row}:${error.column ?? ''}:${error.key}`}
              dataSource={result.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              aria-label={t('eam.import.report')}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('eam.import.row'), width: 80 },
                {
                  key: 'column',
                  title: t('eam.import.column'),
                  width: 140,
                  render: (_, error) => importColumnText(t, i18n, error.column),
                },
                // The server words each problem in the caller's language.
                { key: 'message', dataIndex: 'message', title: t('eam.import.message') },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
