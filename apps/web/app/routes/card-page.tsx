import { useLocation } from 'react-router';
import { getCardByRoute } from '@site/domain/catalogue';
import type { Route } from './+types/card-page';
import { CardDetails } from '../features/catalogue/card-details';
import { normalizePath } from '../lib/path';
import { pageMeta } from '../lib/seo';

// One module serves the 13 card routes of spec §2 (routes.ts); the path picks the card.

export const meta: Route.MetaFunction = ({ location }) => {
  const card = getCardByRoute(normalizePath(location.pathname));
  if (!card) return [{ title: 'Card not found' }];
  return pageMeta({
    title: card.title,
    description: `${card.title} (${card.alternativeTitle}): who it is for, which test you need, how long it lasts (${card.validityText}) and how to apply.`,
    path: card.route,
  });
};

export default function CardPage() {
  const { pathname } = useLocation();
  const card = getCardByRoute(normalizePath(pathname));
  if (!card) throw new Response('Card not found', { status: 404 });
  return <CardDetails card={card} />;
}
