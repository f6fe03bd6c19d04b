import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

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
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {status}
      </Flex>
      {commands}
    </Flex>
  );
}
