import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from './theme';
import { ToasterHost } from './toaster-host';

/** `renderedTheme`: the theme of the prerendered page being rendered or hydrated (app/theme.tsx). */
export function AppProviders({ children, renderedTheme }: { children: ReactNode; renderedTheme?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider renderedTheme={renderedTheme}>
        {children}
        <ToasterHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
