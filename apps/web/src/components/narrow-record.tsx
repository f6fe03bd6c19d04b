import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A record in a phone's one-column list: its link and its tag on the first line, its name in
 * bold, then the other lines the list shows of it (secondary facts, a status, an action).
 */
export function NarrowRecord({
  link,
  tag,
  name,
  children,
}: {
  link: ReactNode;
  tag: ReactNode;
  name: string;
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <Flex gap={8} wrap align="center">
        {link}
        {tag}
      </Flex>
      <Typography.Text strong>{name}</Typography.Text>
      {children}
    </Flex>
  );
}
