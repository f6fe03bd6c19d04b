import { STOCKTAKE_DECISIONS, type StocktakeDecision, type StocktakeLine } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideStocktakeLine, warehouseKeys } from '../api';
import { useFormatDateTime } from '../../../lib/date-time';

/**
 * A line whose stock moved during the count: what was decided (by whom, when) and, while it is
 * counted, the three choices: count it again, take the book as it is now, or keep the count.
 */
export function LineDecision({
  stocktakeId,
  line,
  canDecide,
}: {
  stocktakeId: number;
  line: StocktakeLine;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: StocktakeDecision) =>
      decideStocktakeLine(stocktakeId, line.lineId, { decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
  const name = line.asset?.code ?? line.categoryName;
  return (
    <Flex vertical gap={4}>
      {line.decision ? (
        <Typography.Text>
          {t('warehouse.stocktake.decision.decided', {
            choice: t(`warehouse.stocktake.decision.${line.decision.choice}`),
            by: line.decision.by.nickname,
            at: formatDateTime(line.decision.at),
          })}
        </Typography.Text>
      ) : (
        <Typography.Text type="warning">{t('warehouse.stocktake.decision.needed')}</Typography.Text>
      )}
      {canDecide && (
        <Flex wrap gap={8}>
          {STOCKTAKE_DECISIONS.map((choice) => (
            <Button
              key={choice}
              size="small"
              type={line.decision?.choice === choice ? 'primary' : 'default'}
              aria-label={`${t(`warehouse.stocktake.decision.${choice}`)} ${name}`}
              loading={decide.isPending && decide.variables === choice}
              onClick={() => decide.mutate(choice)}
            >
              {t(`warehouse.stocktake.decision.${choice}`)}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
