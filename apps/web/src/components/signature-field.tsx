import { Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasInk, signaturePng, type Stroke } from '../lib/signature-png';
import { SignatureCanvas } from './signature-canvas';

/**
 * A drawn signature a form requires: its strokes, whether a submit found it missing, and
 * `png()`, the PNG data URL to send (null, and the field then says it is missing, when nothing
 * is drawn or only a tap's dot: `hasInk`). Drawing again clears the complaint.
 */
export function useSignature() {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [missing, setMissing] = useState(false);
  return {
    png(): string | null {
      if (!hasInk(strokes)) {
        setMissing(true);
        return null;
      }
      return signaturePng(strokes);
    },
    field: {
      strokes,
      missing,
      onChange(next: Stroke[]) {
        setStrokes(next);
        setMissing(false);
      },
    },
  };
}

/**
 * A required drawn signature in an antd form: its label and a clear button, the pad
 * (components/signature-canvas: a finger, a stylus or a mouse; it keeps its 3:1 shape at any
 * width, so it fits a phone), a hint, and the complaint when a submit found it empty. Worded by
 * `words`, a key prefix holding signature, clearSignature, signatureHint, signatureDescription
 * and signatureMissing (a work order's finish, a project's gate and completion).
 */
export function SignatureField({
  id,
  words,
  strokes,
  missing,
  onChange,
  disabled,
}: ReturnType<typeof useSignature>['field'] & {
  /** Unique on the page: names the label the pad is labelled by. */
  id: string;
  words: 'wareOrder.detail' | 'project.signature';
  disabled?: boolean;
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: words });
  const { token } = theme.useToken();
  const labelId = `${id}_signature_label`;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text id={labelId}>{w('signature')}</Typography.Text>
        <Button size="small" onClick={() => onChange([])} disabled={disabled || !strokes.length}>
          {w('clearSignature')}
        </Button>
      </Flex>
      <SignatureCanvas
        strokes={strokes}
        onChange={onChange}
        disabled={disabled}
        style={{
          width: '100%',
          aspectRatio: '3 / 1',
          touchAction: 'none',
          background: token.colorBgContainer,
          border: `1px dashed ${missing ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadius,
          fill: 'none',
          stroke: token.colorText,
          strokeWidth: 5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
        aria-labelledby={labelId}
        aria-description={w('signatureDescription')}
        aria-invalid={missing || undefined}
      />
      <Typography.Text type="secondary">{w('signatureHint')}</Typography.Text>
      {missing && (
        <Typography.Text type="danger" role="alert">
          {w('signatureMissing')}
        </Typography.Text>
      )}
    </Flex>
  );
}
