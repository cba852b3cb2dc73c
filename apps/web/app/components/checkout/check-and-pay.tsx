import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../i18n/link';
import { paths } from '../../config/paths';
import { bookAgainIfClosed } from '../../lib/journey/attempt';
import type { Attempt } from '../../lib/journey/attempt';
import { personalDetailsStore } from '../../lib/journey/session-store';
import type { SessionStore } from '../../lib/journey/session-store';
import { goToCheckout, isAlreadyPaid, paymentProblem } from '../../lib/journey/payment';
import { validatePersonalDetails } from '../../lib/personal-details';
import { useReportWork } from '../../lib/work-in-progress';
import { LastingWarning, WARNING_ADVICE, useLastingWarning } from '../lasting-warning';
import { useStartAgain } from '../form/same-person-gate';
import { useDateWords } from '../../i18n/date-words';
import { personalDetailsRows } from './personal-details-rows';
import { SummaryList } from './summary-list';

/** The personal details as typed, and the candidate they make (not ok: send back to details). */
export function readCheckedDetails() {
  const details = personalDetailsStore.read() ?? {};
  return { details, candidate: validatePersonalDetails(details) };
}

/**
 * The "Your details" part of every check page, each row a way back to the details step, and
 * "This is not me": someone else's details on a shared phone are cleared, with every answer.
 */
export function YourDetails({
  details,
  candidate,
  onChange,
}: ReturnType<typeof readCheckedDetails> & { onChange: () => void }) {
  const startAgain = useStartAgain();
  const { i18n } = useLingui();
  const dateWords = useDateWords();
  return (
    <>
      <h2>
        <Trans>Your details</Trans>
      </h2>
      <SummaryList rows={personalDetailsRows(details, candidate, onChange, { i18n, dateWords })} />
      <p>
        <button type="button" className="link-button" onClick={startAgain}>
          <Trans>This is not me</Trans>
        </button>{' '}
        <span className="hint">
          <Trans>(clears these details and every answer, and starts again)</Trans>
        </span>
      </p>
    </>
  );
}

export interface CheckAndPayOptions {
  /**
   * The journey's attempt: its order is paid, and made again if it was closed meanwhile. None
   * where the order is already made and named (paying again from the failed page).
   */
  attempts?: SessionStore<Attempt>;
  /** The order already paid when the payment is refused as ALREADY_PAID (default: the attempt's). */
  paidOrderId?: () => string | undefined;
  /** A refusal the journey answers itself (true: handled, no payment warning is shown). */
  onRefused?: (error: unknown) => boolean;
}

/**
 * The check page's pay press, the same in every paid journey: it places the order (once more
 * when the order was closed meanwhile) and goes to the provider's checkout. An order already
 * paid shows its success page; any other failure stays as a payment warning by the button.
 */
export function useCheckAndPay({ attempts, paidOrderId, onRefused }: CheckAndPayOptions) {
  const navigate = useNavigate();
  const warning = useLastingWarning();
  const [busy, setBusy] = useState(false);

  /** payFor: places the order and starts its payment, answering the checkout url. */
  const pay = async (payFor: () => Promise<string>) => {
    if (busy) return;
    warning.clear();
    setBusy(true);
    try {
      goToCheckout(await (attempts ? bookAgainIfClosed(attempts, payFor) : payFor()));
    } catch (error) {
      setBusy(false);
      const orderId = paidOrderId ? paidOrderId() : attempts?.read()?.orderId;
      if (isAlreadyPaid(error) && orderId) return navigate(paths.success(orderId));
      if (onRefused?.(error)) return;
      const problem = paymentProblem(error);
      warning.show(problem.text, problem.ownAdvice);
    }
  };
  return { busy, pay, warning };
}

/** The payment warning that stays by the pay button. */
export function PaymentWarning({
  warning,
  advice = WARNING_ADVICE.payment,
}: {
  warning: ReturnType<typeof useLastingWarning>;
  /** What the person can do, in the page's language (a WARNING_ADVICE, or the page's words). */
  advice?: string | MessageDescriptor;
}) {
  return <LastingWarning message={warning.message} ownAdvice={warning.ownAdvice} advice={advice} />;
}

/** The pay button: busy while paying (a spinner, its label kept), a label of its own until it can pay. */
export function PayButton({
  busy,
  held = false,
  notReady,
  label,
  onPay,
}: {
  busy: boolean;
  /** Something else is in flight (a change being saved): the press waits. */
  held?: boolean;
  /** The label while there is nothing to pay yet (the order is being prepared). */
  notReady?: string;
  /** Default: 'Confirm and pay' in the page's language. */
  label?: string;
  onPay: () => void;
}) {
  const { t } = useLingui();
  useReportWork(busy);
  return (
    <div className="actions">
      <button
        type="button"
        className="button"
        // Not `disabled` until there is an order to pay, nor while paying: it keeps its place
        // in the tab order and focus stays on it.
        aria-disabled={busy || held || notReady !== undefined}
        aria-busy={busy || undefined}
        onClick={onPay}
      >
        {notReady ?? label ?? t`Confirm and pay`}
      </button>
    </div>
  );
}
