import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { CARD_PAGE_PATHS } from './config/paths';

/**
 * The route table of spec §2. Each module is its own chunk, loaded on demand. The 13 card
 * pages share one module (one chunk) that reads its card from the catalogue by path.
 */
export default [
  index('routes/home.tsx'),
  route('book-citb-test', 'routes/book-citb-test.tsx'),
  route('book-citb-test/:locationId', 'routes/book-citb-test-location.tsx'),
  route('citb-test-types', 'routes/citb-test-types.tsx'),
  route('citb-test-checkout', 'routes/citb-test-checkout.tsx'),
  route('group-book', 'routes/group-book.tsx'),
  route('apply-cscs-card', 'routes/apply-cscs-card.tsx'),
  route('cscs-card', 'routes/cscs-card.tsx'),
  route('course-book', 'routes/course-book.tsx'),
  route(
    'one-day-health-and-safety-awareness-course',
    'routes/one-day-health-and-safety-awareness-course.tsx',
  ),
  route('nvq-level2', 'routes/nvq-level2.tsx'),
  route('centers', 'routes/centers.tsx'),
  route('test-per-occupation', 'routes/test-per-occupation.tsx'),
  route('success/:orderId', 'routes/success.tsx'),
  route('failed/:orderId', 'routes/failed.tsx'),
  route('cscs-test', 'routes/cscs-test.tsx'),
  route('citb-test', 'routes/citb-test.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('card-types', 'routes/card-types.tsx'),
  route('about-hse-test', 'routes/about-hse-test.tsx'),
  route('booking', 'routes/booking.tsx'),
  ...CARD_PAGE_PATHS.map((path) =>
    route(path.slice(1), 'routes/card-page.tsx', { id: `routes${path}` }),
  ),
  // The back office (issue 7): never prerendered; the API sends the SPA fallback for /admin.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('requests', 'routes/admin/requests.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
