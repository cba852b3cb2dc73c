import { Fragment, createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../i18n/link';
import {
  forgetEverything,
  savedAnswersExpired,
  savedPersonName,
} from '../../lib/journey/session-store';
import { useHydrated } from '../../lib/client-only';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { ChoiceStep } from './choice-step';

/** Why a journey started again with nothing saved: said once, in a status region. */
type StartedAgain = 'cleared' | 'expired';
const NOTICES: Record<StartedAgain, string> = {
  cleared: MESSAGES.detailsCleared,
  expired: MESSAGES.detailsExpired,
};

/** How often an open journey checks whether its answers have gone 30 minutes unused. */
const EXPIRY_CHECK_MS = 15_000;

/**
 * "Clear my details" and "This is not me": forget everything saved in the tab (details,
 * answers, the attempt with its candidate and card references) and start the journey again.
 */
const StartAgainContext = createContext<() => void>(forgetEverything);
export const useStartAgain = () => useContext(StartAgainContext);

export interface SamePersonGateProps {
  /** The journey's name, above the question: 'Book a CITB test'. */
  caption: string;
  /** The journey's first page, where it starts again (default: this page, without its query). */
  startPath?: string;
  /**
   * The journey is already under way in this tab (a step in the address: a reload, Back), so
   * nothing new is starting. Default: the address names a step.
   */
  underWay?: boolean;
  children: () => ReactNode;
}

/**
 * One person's details never reach the next on a shared phone (decision 021). A journey that
 * starts where a name is saved first asks "Are you booking for James Walker again?", naming
 * nobody but them and showing nothing else: Yes goes on with what is saved, No forgets it all.
 * While the journey is open, answers unused for 30 minutes are forgotten and it starts again.
 */
export function SamePersonGate({ caption, startPath, underWay, children }: SamePersonGateProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const messageText = useMessageText();
  // The prerendered page and its hydration show the journey's first question (decision 022);
  // the question is asked once the browser has taken over, before the journey shows anything
  // saved, and only until it is answered.
  const live = useHydrated();
  const [answered, setAnswered] = useState(false);
  const asking =
    live && !answered && !(underWay ?? params.has('step')) ? savedPersonName() : undefined;
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<StartedAgain>();
  // Between "start again" and the start page: the page shows nothing it held, and a journey
  // that found its answers gone cannot send the visitor anywhere else meanwhile.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => setLeaving(false), [location.key]);

  const startAgain = useCallback(
    (why: StartedAgain) => {
      forgetEverything();
      setAnswered(true);
      setLeaving(true);
      // A new generation mounts the journey afresh, so nothing it held in memory survives.
      setGeneration((count) => count + 1);
      navigate(startPath ?? location.pathname, { state: { startedAgain: why } });
    },
    [navigate, startPath, location.pathname],
  );

  // Said after the region is on the page (a region added with its words is often not read),
  // and after a move from the test checkout to the booking's first page as well.
  const startedAgain = (location.state as { startedAgain?: StartedAgain } | null)?.startedAgain;
  useEffect(() => {
    if (!startedAgain) return;
    setNotice(startedAgain);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [startedAgain, location.key]);

  useEffect(() => {
    const check = () => {
      if (savedAnswersExpired()) startAgain('expired');
    };
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [startAgain]);

  const answer = (value: string | undefined) => {
    if (value !== 'yes' && value !== 'no') return MESSAGES.notBoolean;
    if (value === 'no') forgetEverything();
    setAnswered(true);
    setGeneration((count) => count + 1);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const name = asking;
  return (
    <StartAgainContext.Provider value={() => startAgain('cleared')}>
      <div role="status" className="started-again">
        {notice ? <p className="notice">{messageText(NOTICES[notice])}</p> : null}
      </div>
      {leaving ? null : asking ? (
        <ChoiceStep
          id="samePerson"
          caption={caption}
          legend={t`Are you booking for ${name} again?`}
          hint={t`Details for this name were typed in this browser tab in the last 30 minutes.`}
          initial={undefined}
          onChoose={answer}
          options={[
            { value: 'yes', label: t`Yes, I am ${name}` },
            {
              value: 'no',
              label: t`No, I am someone else`,
              hint: t`Everything saved in this tab is cleared and you start with empty forms.`,
            },
          ]}
        />
      ) : (
        <Fragment key={generation}>{children()}</Fragment>
      )}
    </StartAgainContext.Provider>
  );
}
