import type { Route } from './+types/layout';
import { AdminLayout } from '../../features/admin/admin-layout';
import { adminMeta } from '../../features/admin/admin-meta';

// The back office (issue 7): never prerendered (the API sends the SPA fallback for /admin),
// never linked from public pages, kept out of search engines, and in its own chunks.
export const meta: Route.MetaFunction = () => adminMeta('Back office');

export default function AdminRoot() {
  return <AdminLayout />;
}
