import { Trans } from '@lingui/react/macro';
import type { OrderView } from '@site/domain/schemas';
import { Link } from '../../i18n/link';
import { bookTestHref, paths } from '../../config/paths';

/**
 * What comes after this order on the way to a card (issue 21 point 2): a course leads to the HS&E
 * test (Operatives, the Green Labourer card's), a test to the card application, a card to the My
 * CSCS app. The link carries the choice over in its query; personal details never go in an
 * address, and the journey's details are forgotten once paid (decision 021).
 */
export function NextStep({ order }: { order: Pick<OrderView, 'kind'> }) {
  return (
    <>
      <h2>
        <Trans>Your next step</Trans>
      </h2>
      <p>{nextStepOf(order.kind)}</p>
    </>
  );
}

function nextStepOf(kind: OrderView['kind']) {
  switch (kind) {
    case 'course-online':
    case 'course-offline':
      return (
        <Trans>
          With the Level 1 Award, a Green Labourer card also needs the CITB HS&amp;E Operatives
          test: <Link to={bookTestHref('operative')}>book the test</Link>.
        </Trans>
      );
    case 'test':
      return (
        <Trans>
          Once you pass, you can <Link to={paths.applyCard}>apply for your CSCS card</Link>.
        </Trans>
      );
    case 'card':
      return (
        <Trans>
          Nothing more to do. When CSCS issues your card, you can also show it as a virtual card in
          the free My CSCS app.
        </Trans>
      );
  }
}
