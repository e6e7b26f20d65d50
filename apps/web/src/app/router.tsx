import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteErrorScreen } from './error-screens';
import { PageLoading } from './page-loading';
import { ACCESS_LOG_PATH } from '@sahay/domain/legal';
import { PLANNED_PAGES } from './route-table';
import { SPECIALTY_PATHS } from '@/features/services/specialty-paths';

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
      { path: ACCESS_LOG_PATH, lazy: () => import('@/features/profile/access-log-route') },
      { path: '/edit-profile', lazy: () => import('@/features/edit-profile/edit-profile-route') },
      { path: '/health-tracker', lazy: () => import('@/features/health-tracker/health-tracker-route') },
      { path: '/family', lazy: () => import('@/features/family/family-route') },
      { path: '/patient-dashboard', lazy: () => import('./patient-dashboard-route') },
      { path: '/medical-records', lazy: () => import('@/features/patient-dashboard/medical-records-route') },
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
      { path: '/admin/deletion-requests', lazy: () => import('@/features/admin-deletions/admin-deletions-route') },
      { path: '/ai-healthcare', lazy: () => import('@/features/assistant/ai-healthcare-route') },
      { path: '/medical-triage', lazy: () => import('@/features/triage/triage-route') },
      { path: '/ai-consultation', lazy: () => import('@/features/ai-consultation/ai-consultation-route') },
      { path: '/doctor-registration', lazy: () => import('@/features/expert-registration/doctor-registration-route') },
      { path: '/lawyer-registration', lazy: () => import('@/features/expert-registration/lawyer-registration-route') },
      { path: '/ca-registration', lazy: () => import('@/features/expert-registration/ca-registration-route') },
      { path: '/admin-approve-experts', lazy: () => import('@/features/admin/approve-experts-route') },
      { path: '/admin/experts-list', lazy: () => import('@/features/admin/experts-list-route') },
      { path: '/admin-referral-chains', lazy: () => import('@/features/admin/referral-chains-route') },
      { path: '/expert-dashboard', lazy: () => import('@/features/expert-desk/expert-desk-route') },
      { path: '/expert-dashboard/consultations/:consultationId/prescription', lazy: () => import('@/features/expert-desk/write-prescription-route') },
      { path: '/expert-dashboard/consultations/:consultationId/legal-document', lazy: () => import('@/features/expert-desk/write-legal-document-route') },
      { path: '/prescription/:prescriptionId', lazy: () => import('@/features/prescriptions/prescription-view-route') },
      { path: '/prescription-view/:prescriptionId', lazy: () => import('@/features/prescriptions/prescription-view-route') },
      { path: '/prescription-download/:prescriptionId', lazy: () => import('@/features/prescriptions/prescription-download-route') },
      { path: '/prescription-thank-you', lazy: () => import('@/features/prescriptions/prescription-thank-you-route') },
      { path: '/legal-document-view/:documentId', lazy: () => import('@/features/legal-documents/legal-document-view-route') },
      { path: '/legal-document-download/:documentId', lazy: () => import('@/features/legal-documents/legal-document-download-route') },
      { path: '/legal-document-thank-you', lazy: () => import('@/features/legal-documents/legal-document-thank-you-route') },
      { path: '/it-expert-registration', lazy: () => import('@/features/expert-registration/it-expert-registration-route') },
      { path: '/patient-chat', lazy: () => import('@/features/chat/patient-chat-route') },
      { path: '/expert-chat/:consultationId', lazy: () => import('@/features/chat/expert-chat-route') },
      { path: '/join-meeting', lazy: () => import('@/features/calls/join-meeting-route') },
      { path: '/join-meeting/:roomId', lazy: () => import('@/features/calls/join-meeting-route') },
      { path: '/ask-medical-problem', lazy: () => import('@/features/problem-routing/describe-problem-route') },
      { path: '/ask-legal-problem', lazy: () => import('@/features/legal-request/legal-request-route') },
      { path: '/legal-consultation', lazy: () => import('@/features/legal-request/legal-request-route') },
      ...SPECIALTY_PATHS.map((path) => ({ path, lazy: () => import('@/features/services/specialty-route') })),
      { path: '/all-services', lazy: () => import('@/features/services/all-services-route') },
      { path: '/expert-selection', lazy: () => import('@/features/expert-selection/expert-selection-route') },
      { path: '/admin/outbox', lazy: () => import('@/features/admin-outbox/admin-outbox-route') },
      { path: '/admin/phone-calls', lazy: () => import('@/features/phone-calls/admin-phone-calls-route') },
      { path: '/test-exotel', lazy: () => import('@/features/phone-calls/test-call-route') },
      { path: '/consult-api-demo', lazy: () => import('@/features/phone-calls/test-call-route') },
      { path: '/admin/audit-log', lazy: () => import('@/features/admin-audit-log/admin-audit-log-route') },
      { path: '/patient-details/:token', lazy: () => import('@/features/patient-details/patient-details-route') },
      { path: '/patient-chart', lazy: () => import('@/features/patient-details/patient-chart-route') },
      ...PLANNED_PAGES.map((page): RouteObject => ({
        path: page.path,
        handle: page,
        lazy: () => import('./placeholder-route'),
      })),
      { path: '*', lazy: () => import('./not-found-route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
