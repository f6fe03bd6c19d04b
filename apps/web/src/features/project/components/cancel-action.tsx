import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { materialKeys } from '../api';

/**
 * The cancel action of a SKU order or a dispatch: its red button, then the reason asked for and
 * `save` with it, at the version read. `words` is the document's key prefix, whose cancel,
 * cancelTitle, cancelReason, cancelRequired and cancelled it says.
 */
export function CancelAction({
  words,
  code,
  save,
}: {
  words: 'projectDispatch.skuOrder' | 'projectDispatch.dispatch';
  code: string;
  save: (reason: string) => Promise<{ code: string }>;
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: words });
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        {w('cancel')}
      </Button>
      {asking && (
        <ReasonDialog
          title={w('cancelTitle', { code })}
          label={w('cancelReason')}
          required={w('cancelRequired')}
          danger
          save={save}
          refresh={materialKeys.all}
          done={(done) => w('cancelled', { code: done.code })}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
