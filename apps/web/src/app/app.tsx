import { AppRoutes, RouteErrorBoundary } from './app-routes';
import { appRoutes } from './router';
import { AppShell } from './shell/app-shell';

/** The whole app inside its providers: the shell with the route table, and the error screen if a page fails. */
export function App() {
  return (
    <RouteErrorBoundary>
      <AppShell>
        <AppRoutes routes={appRoutes} />
      </AppShell>
    </RouteErrorBoundary>
  );
}
