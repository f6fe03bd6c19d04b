import type { ApprovalDocType } from '@depot/shared';
import { GenericDocumentView } from './generic-document-view';
import { DOCUMENT_VIEWS } from './views';

/** A request's document through its type's view (views.ts), or field by field. */
export function DocumentView({
  docType,
  document,
}: {
  docType: ApprovalDocType;
  document: Record<string, unknown>;
}) {
  const View = DOCUMENT_VIEWS[docType] ?? GenericDocumentView;
  return <View document={document} />;
}
