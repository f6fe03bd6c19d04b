import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../api/client-config';

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
