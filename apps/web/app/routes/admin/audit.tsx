import type { Route } from './+types/audit';
import { adminMeta } from '../../features/admin/admin-meta';
import { AuditList } from '../../features/admin/audit-list';

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

export default function AdminAudit() {
  return <AuditList />;
}
