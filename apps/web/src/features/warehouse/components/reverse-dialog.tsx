import type { Movement } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { reverseMovement } from '../api';
import { ReasonStepDialog } from './reason-step-dialog';

/** Reverses a movement with a reason, once confirmed (a new row of the opposite quantity). */
export function ReverseDialog({ movement, onClose }: { movement: Movement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonStepDialog
      title={t('warehouse.ledger.reverseTitle', { id: movement.movementId })}
      okText={t('warehouse.ledger.reverse')}
      warning={t('warehouse.ledger.reverseConfirm')}
      label={t('warehouse.common.reason')}
      max={500}
      save={(reason) => reverseMovement(movement.movementId, { reason })}
      done={() => t('warehouse.ledger.reverseDone')}
      onClose={onClose}
    />
  );
}
