import { msg } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { getCardByRoute } from '@site/domain/catalogue';
import type { Route } from './+types/card-page';
import { CardDetails } from '../features/catalogue/card-details';
import { validityWords } from '../features/catalogue/card-words';
import { localPageMeta, metaI18n } from '../i18n/meta';
import { normalizePath } from '../lib/path';
import { cardTitleWords } from '../lib/card-title';

// One module serves the 13 card routes of spec §2 (routes.ts); the path picks the card.

export const meta: Route.MetaFunction = (args) => {
  const card = getCardByRoute(normalizePath(args.location.pathname));
  if (!card) return [{ title: metaI18n(args)._(msg`Card not found`) }];
  // The other name is one people search for, kept in English; the title says "card" in the
  // page's language around the official name (lib/card-title.ts).
  const { alternativeTitle } = card;
  return localPageMeta(args, (i18n) => {
    const validity = validityWords(i18n, card.validity);
    const title = cardTitleWords(i18n, card);
    return {
      title,
      description: i18n._(
        msg`${title} (${alternativeTitle}): who it is for, which test you need, how long it lasts (${validity}) and how to apply.`,
      ),
      path: card.route,
    };
  });
};

export default function CardPage() {
  const { pathname } = useLocation();
  const card = getCardByRoute(normalizePath(pathname));
  if (!card) throw new Response('Card not found', { status: 404 });
  return <CardDetails card={card} />;
}
