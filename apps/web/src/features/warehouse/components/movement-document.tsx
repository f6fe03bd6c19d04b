import type { Movement } from '@depot/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { movementDocumentHref } from '../paths';

/**
 * What made a ledger row: its document's code, a link to the document's page when it has one
 * (an asset document's row opens that document), above the kind of source in words.
 */
export function MovementDocument({ movement }: { movement: Movement }) {
  const { t } = useTranslation();
  const href = movementDocumentHref(movement);
  const code = movement.sourceCode;
  return (
    <Flex vertical align="flex-start">
      {code && (href ? <Link to={href}>{code}</Link> : <Typography.Text>{code}</Typography.Text>)}
      <Typography.Text type="secondary">
        {t(`warehouse.ledger.source.${movement.source}`)}
      </Typography.Text>
    </Flex>
  );
}
