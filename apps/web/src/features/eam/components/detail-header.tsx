import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** The top of an order's or a sub-order's page: its name and status, its commands at the end. */
export function DetailHeader({
  title,
  status,
  commands,
}: {
  title: string;
  status: ReactNode;
  commands: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex align="center" gap={12}>
        <PageTitle>{title}</PageTitle>
        {status}
      </Flex>
      {commands}
    </Flex>
  );
}
