import type { Route } from './+types/requests';
import { adminMeta } from '../../features/admin/admin-meta';
import { RequestsQueue } from '../../features/admin/requests-queue';

export const meta: Route.MetaFunction = () => adminMeta('Requests');

export default function AdminRequests() {
  return <RequestsQueue />;
}
