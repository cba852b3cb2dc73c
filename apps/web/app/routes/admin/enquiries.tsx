import type { Route } from './+types/enquiries';
import { adminMeta } from '../../features/admin/admin-meta';
import { EnquiriesList } from '../../features/admin/enquiries-list';

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export default function AdminEnquiries() {
  return <EnquiriesList />;
}
