import { RecordLoadState } from '../../../components/record-load-state';

/**
 * A page before its record is there (RecordLoadState): loading, not found (no such id, or not
 * the viewer's to see), or failed with a retry; a link back to where it is found, if any.
 */
export function LoadState({
  failed,
  back,
  ...state
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  notFound: string;
  failed: string;
  back?: { to: string; label: string };
}) {
  return <RecordLoadState {...state} loadFailed={failed} list={back} />;
}
