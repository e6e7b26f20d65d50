import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './error-screens';
import { PageLoading } from './page-loading';
import { PLANNED_PAGES } from './route-table';

// Each feature is its own lazy chunk, so a visitor downloads only the pages they open.
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: () => import('@/features/home/home-route') },
      { path: '/patient-registration', lazy: () => import('@/features/auth/auth-route') },
      { path: '/profile-menu', lazy: () => import('@/features/profile/profile-menu-route') },
      { path: '/doctor', lazy: () => import('@/features/verticals/doctor-route') },
      { path: '/medical', lazy: () => import('@/features/verticals/doctor-route') },
      { path: '/lawyer', lazy: () => import('@/features/verticals/lawyer-route') },
      { path: '/ca', lazy: () => import('@/features/verticals/ca-route') },
      { path: '/tech', lazy: () => import('@/features/verticals/tech-route') },
      { path: '/technology', lazy: () => import('@/features/verticals/tech-route') },
      { path: '/about', lazy: () => import('@/features/info/about-route') },
      { path: '/privacy', lazy: () => import('@/features/info/privacy-route') },
      { path: '/terms', lazy: () => import('@/features/info/terms-route') },
      { path: '/patient-safety', lazy: () => import('@/features/info/patient-safety-route') },
      { path: '/settings', lazy: () => import('@/features/info/settings-route') },
      { path: '/contact', lazy: () => import('@/features/contact/contact-route') },
      { path: '/delete-account', lazy: () => import('@/features/delete-account/delete-account-route') },
      { path: '/admin/messages', lazy: () => import('@/features/admin-messages/admin-messages-route') },
      { path: '/ask-legal-problem', lazy: () => import('@/features/legal-request/legal-request-route') },
      { path: '/legal-consultation', lazy: () => import('@/features/legal-request/legal-request-route') },
      { path: '/general-medicine-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/mental-health-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/dermatology-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/gynecology-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/pediatrics-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/physiotherapy-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/dietician-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/dental-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/family-law-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/property-law-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/cyber-law-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/consumer-law-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/ca-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/finance-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/it-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/medical-consultation', lazy: () => import('@/features/services/specialty-route') },
      { path: '/all-services', lazy: () => import('@/features/services/all-services-route') },
      { path: '/admin/outbox', lazy: () => import('@/features/admin-outbox/admin-outbox-route') },
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
  return createBrowserRouter(appRoutes);
}
