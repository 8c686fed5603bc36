import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * The site's one query cache, shared by every screen that reads data through TanStack Query. It is created with the
 * first such screen (src/app/routes.tsx loads this module beside it), so the other screens never download the library.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** A screen inside the shared query cache's provider (the cache outlives the screen: going back shows cached data). */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function ScreenWithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
