import type { AssetDocAssetType } from '@depot/shared';
import { Alert, Button, Flex, Input, Modal, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetLookup } from '../hooks/use-asset-lookup';
import { QrCamera } from '../../../components/qr-camera';
import type { ChosenAsset } from '../lib/chosen-asset';
import { assetReference } from '../lib/scanned-asset';

/** What adding a found asset came to, as the picker decides it. */
export type AddOutcome = 'added' | 'already';

interface ScanResult {
  key: number;
  type: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  /** The document's type: a scan finds only the assets the user may put on it. */
  docType: AssetDocAssetType;
  /** Adds an asset the scan found; says whether it was added. */
  onFound: (asset: ChosenAsset) => AddOutcome;
}

/**
 * 扫码添加: the back camera reads asset labels' QR codes one after another, each found asset
 * going to the form's list at once; an asset code typed in the box does the same (no camera,
 * an http address, a worn label). Each outcome is said in the list under the camera, newest
 * first, and read out to screen readers.
 */
export function ScanDialog({ open, onClose, docType, onFound }: ScanDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('assetDocs.scan.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('assetDocs.scan.done')}
        </Button>
      }
    >
      {open && <Scanner docType={docType} onFound={onFound} />}
    </Modal>
  );
}

function Scanner({ docType, onFound }: Pick<ScanDialogProps, 'docType' | 'onFound'>) {
  const { t } = useTranslation();
  const lookup = useAssetLookup(docType);
  const [typed, setTyped] = useState('');
  const [results, setResults] = useState<ScanResult[]>([]);
  const serial = useRef(0);

  const say = (type: ScanResult['type'], text: string) =>
    setResults((shown) => [{ key: ++serial.current, type, text }, ...shown].slice(0, 5));

  const find = async (text: string) => {
    const reference = assetReference(text);
    const named = reference && 'code' in reference ? reference.code : text.trim();
    if (!reference) {
      say('error', t('assetDocs.scan.notFound', { code: named }));
      return;
    }
    say('info', t('assetDocs.scan.looking', { code: named }));
    let asset: ChosenAsset | null;
    try {
      asset = await lookup(reference);
    } catch {
      return; // toasted by the http client
    }
    if (!asset) {
      say('error', t('assetDocs.scan.notFound', { code: named }));
      return;
    }
    const outcome = onFound(asset);
    if (outcome === 'added') {
      say('success', t('assetDocs.scan.added', { code: asset.code, name: asset.name }));
    } else {
      say('warning', t('assetDocs.scan.already', { code: asset.code }));
    }
  };

  const addTyped = () => {
    if (!typed.trim()) return;
    void find(typed);
    setTyped('');
  };

  return (
    <Flex vertical gap={12}>
      <QrCamera
        onText={(text) => void find(text)}
        words={(line, reason) => t(`assetDocs.scan.${line}`, { reason })}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('assetDocs.scan.typed')}
          placeholder={t('assetDocs.scan.typedPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={addTyped}
          autoComplete="off"
        />
        <Button onClick={addTyped}>{t('assetDocs.scan.add')}</Button>
      </Space.Compact>
      <Flex vertical gap={4} role="log" aria-live="polite">
        {results.map((result) => (
          <Alert key={result.key} type={result.type} showIcon title={result.text} />
        ))}
      </Flex>
    </Flex>
  );
}
