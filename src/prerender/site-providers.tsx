import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';

/**
 * The providers around the router, shared by the browser (src/main.tsx) and the build-time prerender
 * (src/prerender/render-page.tsx): both must render the same tree, or hydration would not match. The query cache is
 * not here: the screens that read data bring its provider with them (src/lib/query-client.tsx), so the shell never
 * downloads TanStack Query.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
