import { Descriptions, Flex, type DescriptionsProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { GenericDocumentView } from './generic-document-view';
import type { DocumentViewProps } from './types';

/**
 * A document type's view on a request's page: `View` when the request's document has the
 * type's shape (`is`, the area's own contract), else its fields as sent (generic-document-view).
 */
export function typedDocumentView<T extends Record<string, unknown>>(
  is: (document: Record<string, unknown>) => document is T,
  View: ComponentType<{ doc: T }>,
): ComponentType<DocumentViewProps> {
  return function TypedDocumentView({ document }: DocumentViewProps) {
    return is(document) ? <View doc={document} /> : <GenericDocumentView document={document} />;
  };
}

/** A document's fields in one bordered column, then what else its type shows (lines, a note). */
export function DocumentFacts({
  items,
  children,
}: {
  items: DescriptionsProps['items'];
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" bordered column={1} items={items} />
      {children}
    </Flex>
  );
}
