import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { LABEL_LAYOUTS } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Form,
  InputNumber,
  Modal,
  Select,
  Spin,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetPageQueryOptions } from '../../../api/asset';
import { saveFile } from '../../../lib/save-file';
import {
  LABELS_PER_PAGE,
  OFFSET_LIMIT_MM,
  saveLabelSettings,
  savedLabelSettings,
  type LabelSelection,
  type LabelSettings,
} from './labels-pdf';
import { useLabelsPreview } from './use-labels-preview';
import { choicesOf } from '../../../lib/choices';

/** How many labels the selection makes: the chosen ids, or the filtered list's total. */
function useLabelCount(selection: LabelSelection): number | undefined {
  const ids = 'ids' in selection ? selection.ids : undefined;
  const total = useQuery({
    ...assetPageQueryOptions({ ...selection, current: 1, size: 1 }),
    enabled: ids === undefined,
  });
  return ids ? ids.length : total.data?.total;
}

/**
 * "Print labels": the sheet (three A4 label stocks, a label printer's 50 × 30 mm roll) and how
 * far the printer is off, remembered on this browser; the server's PDF previewed as it will
 * print, then opened for printing or downloaded.
 */
export function LabelsDialog({
  selection,
  onClose,
}: {
  selection: LabelSelection;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [settings, setSettings] = useState<LabelSettings>(savedLabelSettings);
  const preview = useLabelsPreview(selection, settings, t('assets.labels.failed'));
  const count = useLabelCount(selection);
  // Only the PDF of the settings shown may be opened or saved.
  const pdf = preview.loading || preview.error ? undefined : preview.pdf;

  const change = (next: Partial<LabelSettings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    saveLabelSettings(merged);
  };

  const openToPrint = () => {
    if (!pdf) return;
    // A URL of its own: the tab reads it after this dialog may have revoked the preview's.
    const url = URL.createObjectURL(pdf.blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const offset = (key: 'offsetX' | 'offsetY', label: string) => (
    <Form.Item label={label} htmlFor={`asset-labels-${key}`} style={{ marginBottom: 12 }}>
      <InputNumber
        id={`asset-labels-${key}`}
        value={settings[key]}
        min={-OFFSET_LIMIT_MM}
        max={OFFSET_LIMIT_MM}
        step={0.5}
        precision={1}
        suffix="mm"
        style={{ width: '100%' }}
        onChange={(value) => {
          if (value !== null) change({ [key]: value });
        }}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t('assets.labels.title')}
      width={980}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('assets.labels.close')}</Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!pdf}
            onClick={() => pdf && saveFile(pdf.blob, t('assets.labels.fileName'))}
          >
            {t('assets.labels.download')}
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!pdf} onClick={openToPrint}>
            {t('assets.labels.open')}
          </Button>
        </Flex>
      }
    >
      <Flex gap={24} align="stretch" wrap>
        <Form layout="vertical" style={{ flex: '0 0 260px' }}>
          <Typography.Paragraph>
            {'ids' in selection
              ? t('assets.labels.chosen', { count: selection.ids.length })
              : count === undefined
                ? t('assets.labels.filteredAll')
                : t('assets.labels.filtered', { count })}
          </Typography.Paragraph>
          <Form.Item
            label={t('assets.labels.layout')}
            htmlFor="asset-labels-layout"
            style={{ marginBottom: 12 }}
          >
            <Select
              id="asset-labels-layout"
              value={settings.layout}
              onChange={(layout) => change({ layout })}
              options={choicesOf(LABEL_LAYOUTS, (layout) => t(`assets.labels.layouts.${layout}`))}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          {offset('offsetX', t('assets.labels.offsetX'))}
          {offset('offsetY', t('assets.labels.offsetY'))}
          {count !== undefined && (
            <Typography.Paragraph type="secondary">
              {t('assets.labels.pages', {
                count,
                pages: Math.max(1, Math.ceil(count / LABELS_PER_PAGE[settings.layout])),
              })}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">
            {t('assets.labels.printHint')}
          </Typography.Paragraph>
        </Form>
        <div style={{ flex: '1 1 420px', minHeight: 480, position: 'relative' }}>
          {preview.error ? (
            <Alert type="error" showIcon title={preview.error} />
          ) : (
            <Spin spinning={preview.loading} description={t('assets.labels.drawing')}>
              {preview.pdf ? (
                <iframe
                  title={t('assets.labels.preview')}
                  src={preview.pdf.url}
                  style={{ width: '100%', height: 480, border: `1px solid ${token.colorBorder}` }}
                />
              ) : (
                <div style={{ height: 480 }} />
              )}
            </Spin>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
