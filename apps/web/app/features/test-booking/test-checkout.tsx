import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocale, useLocalePath, useNavigate } from '../../i18n/link';
import { getCentreById, getTestType } from '@site/domain/catalogue';
import { formatLongDate, fullName } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { dateAtTime } from '../../lib/visit-words';
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
import { TEST_STEPS, firstIncompleteTestStep, testJourney } from './answers';
import type { TestStep } from './answers';
import { ensureTestOrder, updateRetake } from './api/test-order';
import { IdReminder } from './id-reminder';
import { photoIdDocumentWords } from './photo-id-words';
import { RetakeToggle } from './retake-toggle';
import { BackButton } from '../../components/form/back-button';
import { languageLabel, pageVoiceOver } from './test-languages';
import { useDateWords } from '../../i18n/date-words';

/** /citb-test-checkout: check your answers, the price in two parts, the ID reminder, then pay. */
export function TestCheckout() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const localePath = useLocalePath();
  const words = useDateWords();
  const messageText = useMessageText();
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
    return <Navigate replace to={localePath(`${paths.bookTest}?step=${step}${back}`)} />;
  }
  const centre = getCentreById(answers.location ?? 0);
  // On a page in the chosen voice-over language, the row says what that means (issue 20 point 5).
  const language = answers.language ? languageLabel(i18n, answers.language) : undefined;
  const voiceOver = pageVoiceOver(locale, answers.language ? [answers.language] : []);
  const name = fullName(details);
  // The order could not be made: the warning ('Failed') in the page's language.
  const failure = problem ? messageText(problem) : '';
  // Checkout is the last step, after the questions (the journey's caption counts the same way).
  const total = TEST_STEPS.length + 1;
  const step = total;
  const expires = formatLongDate(answers.photoIdExpiresOn ?? '', words);
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
      <p className="caption">{i18n._(msg`Book a CITB test: step ${step} of ${total}`)}</p>
      <h1>{t`Check your booking and pay`}</h1>
      <h2>{t`Your test`}</h2>
      <SummaryList
        rows={[
          {
            key: 'type',
            label: t({ comment: 'Check page row: the test type', message: 'Test' }),
            value: getTestType(answers.testType ?? '')?.name,
            onChange: change('test-type'),
          },
          {
            key: 'language',
            label: t`Language`,
            value:
              voiceOver && language
                ? t({
                    comment:
                      'Check page, translated pages only: {language} is this page’s language, e.g. "polski"',
                    message: `${language}: on-screen text in English, voice-over in your language`,
                  })
                : language,
            onChange: change('language'),
          },
          {
            key: 'centre',
            label: t`Test centre`,
            value: centre ? `${centre.name}, ${centre.postcode}` : '',
            onChange: change('centre'),
          },
          {
            key: 'date',
            label: t({ comment: 'Check page row: the first-choice date', message: 'First choice' }),
            value: dateAtTime(answers.date ?? '', answers.testTime ?? '09:30', i18n, words),
            onChange: change('date'),
          },
          {
            key: 'alternate',
            label: t`Second-choice date`,
            value: formatLongDate(answers.alternateDate ?? '', words),
            onChange: change('date'),
          },
          {
            key: 'photo-id',
            label: t({ comment: 'Check page row: the ID they will bring', message: 'Photo ID' }),
            value: `${photoIdDocumentWords(i18n, answers.photoIdDocument)}, ${t`valid until ${expires}`}`,
            onChange: change('photo-id'),
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
      <h2>{t`What you pay`}</h2>
      <PriceBreakdown price={testPrice()} of="test" />
      <TrustStatement about="test" />
      <IdReminder name={name} />
      <CheckboxField
        id="confirmId"
        label={t`I confirm that the name ${name} matches my photo ID exactly`}
        checked={confirmed}
        onCheckedChange={setConfirmed}
        error={errors.confirmId}
      />
      {problem ? (
        <p className="warning-text">
          {t({
            comment:
              'On the test check page when the order could not be made: {failure} is the short warning shown with it, such as "Failed"',
            message: `${failure}: we could not prepare your booking. Check your answers above and try again, or contact us.`,
          })}
        </p>
      ) : null}
      <PaymentWarning warning={warning} />
      <PayButton
        busy={paying}
        held={savingRetake}
        notReady={orderId ? undefined : t`Preparing your booking…`}
        onPay={() => void pay()}
      />
      <p className="hint" role="status">
        {stillPreparing && !orderId && !problem
          ? t`Your booking is still being prepared. Press Confirm and pay again in a moment.`
          : ''}
      </p>
    </div>
  );
}
