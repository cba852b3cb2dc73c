import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getTestType } from '@site/domain/catalogue';
import type { RequirementKey, TestTypeKey } from '@site/domain/catalogue';
import { Link } from '../../../i18n/link';
import { bookTestHref, paths } from '../../../config/paths';
import { BackButton } from '../../../components/form/back-button';

export interface NotReadyProps {
  caption: string;
  onBack?: () => void;
  cardName: string;
  /** What the applicant answered "no" to. */
  missing: readonly RequirementKey[];
  /** The HS&E test this card and trade need. */
  testKey: TestTypeKey;
  onChangeAnswers: () => void;
}

/**
 * Where a "no" stops the card application (issue 21 point 2): no way on to payment, only what to
 * do first, with a link for each thing missing.
 */
export function NotReady({
  caption,
  onBack,
  cardName,
  missing,
  testKey,
  onChangeAnswers,
}: NotReadyProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the button just pressed: say so by moving focus to the new heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <p className="caption">{caption}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t`You cannot apply for the ${cardName} card yet`}
      </h1>
      <p>
        <Trans>
          CSCS would turn the application down and keep the fee. Do this first, then come back:
        </Trans>
      </p>
      <ul>
        {missing.map((key) => (
          <li key={key}>
            <WhatToDo requirement={key} testKey={testKey} />
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Not sure which card is right for you? <Link to={paths.cardTypes}>Compare the cards</Link>{' '}
          or <Link to={paths.contact}>contact us</Link>.
        </Trans>
      </p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={onChangeAnswers}>
          <Trans>Change my answers</Trans>
        </button>
      </div>
    </div>
  );
}

/** What to do first when one requirement is missing, with its link. */
function WhatToDo({ requirement, testKey }: { requirement: RequirementKey; testKey: TestTypeKey }) {
  const testName = getTestType(testKey)?.name;
  switch (requirement) {
    case 'level-1-award':
      return (
        <Trans>
          Get the Level 1 Award in Health and Safety in a Construction Environment:{' '}
          <Link to={paths.courseBook}>book the one-day Level 1 course</Link>, online or in a
          classroom.
        </Trans>
      );
    case 'hse-test':
      return (
        <Trans comment="{testName} is the CITB test name in English, e.g. Operative">
          Pass the CITB HS&amp;E test ({testName}):{' '}
          <Link to={bookTestHref(testKey)}>book the test</Link>.
        </Trans>
      );
    case 'labouring-work':
      return (
        <Trans>
          Get evidence that you work in a labouring role: the CSCS Labourer card renewal
          declaration, or a letter from your employer or main contractor on company headed paper. If
          you now do skilled work, <Link to={paths.cardTypes}>choose the card for it</Link>.
        </Trans>
      );
    case 'nvq-level-2':
    case 'nvq-level-2-registration':
      return (
        <Trans>
          Get an NVQ/SVQ level 2 in your trade:{' '}
          <Link to={paths.nvqLevel2}>read about NVQ level 2</Link> or{' '}
          <Link to={paths.contact}>contact us</Link> and we will help.
        </Trans>
      );
    default:
      return (
        <Trans>
          Get the qualification this card needs first, or choose a card that fits what you have.{' '}
          <Link to={paths.contact}>Contact us</Link> and we will help.
        </Trans>
      );
  }
}
