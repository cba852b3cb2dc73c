import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CreateCandidateBody } from '@site/domain/schemas';
import { BackButton } from '../form/back-button';
import {
  PayButton,
  PaymentWarning,
  YourDetails,
  readCheckedDetails,
  useCheckAndPay,
} from './check-and-pay';
import type { CheckAndPayOptions } from './check-and-pay';
import { SummaryList } from './summary-list';
import type { SummaryRow } from './summary-list';
import { TrustStatement } from './trust-statement';

export interface JourneyCheckStepProps extends CheckAndPayOptions {
  caption: string;
  onBack?: () => void;
  title: string;
  /** The heading of the journey's own answers ('Your card'). */
  heading: string;
  rows: readonly SummaryRow[];
  /** To the details step: a change asked for, or details that no longer pass. */
  onChangeDetails: () => void;
  /** What stands under 'What you pay'. */
  price: ReactNode;
  about: 'card' | 'course';
  /** The journey's one peculiar call: places the order and answers the checkout url. */
  placeOrder: (candidate: CreateCandidateBody) => Promise<string>;
}

/**
 * The check step of a journey that ends in one (card, course): its answers with a way to change
 * each, the details, the price, and the pay press (details checked again first).
 */
export function JourneyCheckStep({
  caption,
  onBack,
  title,
  heading,
  rows,
  onChangeDetails,
  price,
  about,
  placeOrder,
  ...options
}: JourneyCheckStepProps) {
  const { busy, pay: payFor, warning } = useCheckAndPay(options);
  const { details, candidate } = readCheckedDetails();

  const pay = async () => {
    if (busy) return;
    if (!candidate.ok) return onChangeDetails();
    await payFor(() => placeOrder(candidate.data));
  };

  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <p className="caption">{caption}</p>
      <h1>{title}</h1>
      <h2>{heading}</h2>
      <SummaryList rows={rows} />
      <YourDetails details={details} candidate={candidate} onChange={onChangeDetails} />
      <h2>
        <Trans>What you pay</Trans>
      </h2>
      {price}
      <TrustStatement about={about} />
      <PaymentWarning warning={warning} />
      <PayButton busy={busy} onPay={() => void pay()} />
    </div>
  );
}
