import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useNavigate } from '../../i18n/link';
import { getCentreById, getTestType } from '@site/domain/catalogue';
import { formatLongDate, formatTime, fullName } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { startPayment } from '../../lib/journey/payment';
import { useJourneyAnswers } from '../../lib/journey/use-answers';
import { useSnackbar } from '../../components/snackbar';
import {
  PayButton,
  PaymentWarning,
  YourDetails,
  readCheckedDetails,
  useCheckAndPay,
} from '../../components/checkout/check-and-pay';
import { ErrorSummary } from '../../components/form/error-summary';
import { CheckboxField } from '../../components/form/checkbox-field';
import { PriceBreakdown } from '../../components/checkout/price-breakdown';
import { SummaryList } from '../../components/checkout/summary-list';
import { TrustStatement } from '../../components/checkout/trust-statement';
import { firstIncompleteTestStep, testJourney } from './answers';
import type { TestStep } from './answers';
import { ensureTestOrder, updateRetake } from './api/test-order';
import { IdReminder } from './id-reminder';
import { RetakeToggle } from './retake-toggle';
import { BackButton } from '../../components/form/back-button';

/** /citb-test-checkout: check your answers, the price in two parts, the ID reminder, then pay. */
export function TestCheckout() {
  const navigate = useNavigate();
  const { warn } = useSnackbar();
  const [answers, update] = useJourneyAnswers(
    testJourney.store,
    () => testJourney.store.read() ?? {},
  );
  const { details, candidate } = readCheckedDetails();
  const [orderId, setOrderId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A retake change in flight and a payment must not race: each waits for the other.
  const [savingRetake, setSavingRetake] = useState(false);
  const [stillPreparing, setStillPreparing] = useState(false);
  const [payPresses, setPayPresses] = useState(0);
  const {
    busy: paying,
    pay: payFor,
    warning,
  } = useCheckAndPay({ attempts: testJourney.attempts, paidOrderId: () => orderId });
  const incomplete = firstIncompleteTestStep(answers);
  const ready = incomplete === 'checkout' && candidate.ok;
  const orderInputs = JSON.stringify({ answers: { ...answers, retake: undefined }, details });

  useEffect(() => {
    if (!ready || !candidate.ok) return;
    let live = true;
    ensureTestOrder(answers, candidate.data)
      .then((id) => live && setOrderId(id))
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError ? error.message : MESSAGES.failed;
        warn(message);
        setProblem(message);
      });
    return () => {
      live = false;
    };
    // The order depends on what the answers say, not on each render's objects.
  }, [ready, orderInputs]);

  if (!ready) {
    const step = incomplete === 'checkout' ? 'details' : incomplete;
    const back = step === 'details' ? '&return=checkout' : '';
    return <Navigate replace to={`${paths.bookTest}?step=${step}${back}`} />;
  }
  const centre = getCentreById(answers.location ?? 0);
  const change = (step: TestStep) => () =>
    navigate(`${paths.bookTest}?step=${step}&return=checkout`);

  const pay = async () => {
    setPayPresses((count) => count + 1);
    if (!confirmed) return setErrors({ confirmId: MESSAGES.confirmIdentity });
    if (paying || savingRetake) return;
    if (!orderId) return setStillPreparing(true);
    setErrors({});
    // The order is found again by the attempt (made anew if it was closed meanwhile).
    await payFor(async () => {
      const current = candidate.ok
        ? await ensureTestOrder(answers, candidate.data, { beforePaying: true })
        : orderId;
      setOrderId(current);
      return startPayment(current);
    });
  };

  return (
    <div className="step">
      <BackButton onBack={() => navigate(`${paths.bookTest}?step=details`)} />
      <ErrorSummary errors={errors} attempt={payPresses} />
      <p className="caption">Book a CITB test: step 7 of 7</p>
      <h1>Check your booking and pay</h1>
      <h2>Your test</h2>
      <SummaryList
        rows={[
          {
            key: 'type',
            label: 'Test',
            value: getTestType(answers.testType ?? '')?.name,
            onChange: change('test-type'),
          },
          {
            key: 'language',
            label: 'Language',
            value: answers.language,
            onChange: change('language'),
          },
          {
            key: 'centre',
            label: 'Test centre',
            value: centre ? `${centre.name}, ${centre.postcode}` : '',
            onChange: change('centre'),
          },
          {
            key: 'date',
            label: 'First choice',
            value: `${formatLongDate(answers.date ?? '')} at ${formatTime(answers.testTime ?? '09:30')}`,
            onChange: change('date'),
          },
          {
            key: 'alternate',
            label: 'Second-choice date',
            value: formatLongDate(answers.alternateDate ?? ''),
            onChange: change('date'),
          },
        ]}
      />
      <RetakeToggle
        retake={answers.retake ?? false}
        disabled={!orderId || paying}
        save={async (retake) => {
          setSavingRetake(true);
          try {
            await updateRetake(orderId ?? '', retake);
          } finally {
            setSavingRetake(false);
          }
          update({ retake });
        }}
      />
      <YourDetails details={details} candidate={candidate} onChange={change('details')} />
      <h2>What you pay</h2>
      <PriceBreakdown price={testPrice()} officialLabel="CITB test fee" />
      <TrustStatement about="test" />
      <IdReminder name={fullName(details)} />
      <CheckboxField
        id="confirmId"
        label={`I confirm that the name ${fullName(details)} matches my photo ID exactly`}
        checked={confirmed}
        onCheckedChange={setConfirmed}
        error={errors.confirmId}
      />
      {problem ? (
        <p className="warning-text">
          {problem}: we could not prepare your booking. Check your answers above and try again, or
          contact us.
        </p>
      ) : null}
      <PaymentWarning warning={warning} />
      <PayButton
        busy={paying}
        held={savingRetake}
        notReady={orderId ? undefined : 'Preparing your booking…'}
        onPay={() => void pay()}
      />
      <p className="hint" role="status">
        {stillPreparing && !orderId && !problem
          ? 'Your booking is still being prepared. Press Confirm and pay again in a moment.'
          : ''}
      </p>
    </div>
  );
}
