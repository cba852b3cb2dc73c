import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { CARD_PAGE_PATHS } from './config/paths';

/**
 * A public page at its English path and under every other language's prefix (issue 20):
 * '/book-citb-test' and '/pl/book-citb-test' are one route, so the route table (and the
 * manifest every page loads) does not grow with the languages. An unknown prefix ('/xx') is
 * answered with the 404 page by root.tsx.
 */
function page(path: string, file: string, options?: { id: string }) {
  const pattern = path === '' ? ':lang?' : `:lang?/${path}`;
  return options ? route(pattern, file, options) : route(pattern, file);
}

/**
 * The route table of spec §2. Each module is its own chunk, loaded on demand. The 13 card
 * pages share one module (one chunk) that reads its card from the catalogue by path.
 */
export default [
  page('', 'routes/home.tsx', { id: 'routes/home' }),
  page('book-citb-test', 'routes/book-citb-test.tsx'),
  page('book-citb-test/:locationId', 'routes/book-citb-test-location.tsx'),
  page('citb-test-types', 'routes/citb-test-types.tsx'),
  page('citb-test-checkout', 'routes/citb-test-checkout.tsx'),
  page('group-book', 'routes/group-book.tsx'),
  page('apply-cscs-card', 'routes/apply-cscs-card.tsx'),
  page('cscs-card', 'routes/cscs-card.tsx'),
  page('course-book', 'routes/course-book.tsx'),
  page(
    'one-day-health-and-safety-awareness-course',
    'routes/one-day-health-and-safety-awareness-course.tsx',
  ),
  page('nvq-level2', 'routes/nvq-level2.tsx'),
  page('centers', 'routes/centers.tsx'),
  page('test-per-occupation', 'routes/test-per-occupation.tsx'),
  page('success/:orderId', 'routes/success.tsx'),
  page('failed/:orderId', 'routes/failed.tsx'),
  page('cscs-test', 'routes/cscs-test.tsx'),
  page('citb-test', 'routes/citb-test.tsx'),
  page('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  page('privacy-policy', 'routes/privacy-policy.tsx'),
  page('contact-us', 'routes/contact-us.tsx'),
  page('card-types', 'routes/card-types.tsx'),
  page('about-hse-test', 'routes/about-hse-test.tsx'),
  page('booking', 'routes/booking.tsx'),
  page('plan', 'routes/plan.tsx'),
  ...CARD_PAGE_PATHS.map((path) =>
    page(path.slice(1), 'routes/card-page.tsx', { id: `routes${path}` }),
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
