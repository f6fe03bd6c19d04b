import { QueryClient } from '@tanstack/react-query';
import { registerSignOutClearer } from '../stores/sign-out-registry';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      // The http client already toasts every failure: a retry would toast it again.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // One user's cached answers must never be shown to the next one.
  registerSignOutClearer('queryCache', () => queryClient.clear());
  return queryClient;
}
