import { Flex, Timeline, Typography } from 'antd';
import type { Key, ReactNode } from 'react';

/** One step of a record's history as a timeline shows it. */
export interface TimelineStep {
  key: Key;
  color: string;
  /** What happened, in bold. */
  what: ReactNode;
  /** Beside it, in grey when there is one: the step of a route, a state from → to. */
  side?: ReactNode;
  /** Who and when, in grey. */
  byline: ReactNode;
  /** Lines under it when there are any: a note, a reason, the people it named. */
  notes?: ReadonlyArray<string | null | undefined>;
}

/**
 * A record's history, oldest first, a step a row: what happened (and beside it where), who and
 * when, then its notes. Each row is `testId` for the tests that read it. An approval request's
 * trail, a repair order's and a warehouse work order's timelines draw it.
 */
export function EventTimeline({
  steps,
  testId,
}: {
  steps: readonly TimelineStep[];
  testId: string;
}) {
  return (
    <Timeline
      items={steps.map((step) => ({
        key: step.key,
        color: step.color,
        content: (
          <Flex vertical gap={2} data-testid={testId}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>{step.what}</Typography.Text>
              {step.side && <Typography.Text type="secondary">{step.side}</Typography.Text>}
            </Flex>
            <Typography.Text type="secondary">{step.byline}</Typography.Text>
            {step.notes?.map(
              (note, i) => note && <Typography.Text key={i}>{note}</Typography.Text>,
            )}
          </Flex>
        ),
      }))}
    />
  );
}
