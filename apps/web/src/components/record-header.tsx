import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * The top of a record's page: its name (the page's heading) and state tag, its commands at the
 * end; on a phone the commands wrap under the name instead of covering it.
 */
export function RecordHeader({
  title,
  tag,
  actions,
}: {
  title: string;
  tag?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex gap={8} align="center" wrap>
        <PageTitle>{title}</PageTitle>
        {tag}
      </Flex>
      {actions && (
        <Flex gap={8} wrap align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
