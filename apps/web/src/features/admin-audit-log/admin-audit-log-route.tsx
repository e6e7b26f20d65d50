import { AdminAuditLogPage } from './components/admin-audit-log-page';

export function Component() {
  return <AdminAuditLogPage />;
}
