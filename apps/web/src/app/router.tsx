import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './error-screens';
import { PLANNED_PAGES } from './route-table';

// Each feature is its own lazy chunk, so a visitor downloads only the pages they open.
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: () => import('@/features/home/home-route') },
      { path: '/patient-registration', lazy: () => import('@/features/auth/auth-route') },
      { path: '/profile-menu', lazy: () => import('@/features/profile/profile-menu-route') },
      ...PLANNED_PAGES.map(
        (page): RouteObject => ({
          path: page.path,
          handle: page,
          lazy: () => import('./placeholder-route'),
        }),
      ),
      { path: '*', lazy: () => import('./not-found-route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
