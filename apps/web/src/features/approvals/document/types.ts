/** What a document type's view gets: the request's `document`, as its type's detail answers it. */
export interface DocumentViewProps {
  document: Record<string, unknown>;
}
