import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../api/auth';

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
