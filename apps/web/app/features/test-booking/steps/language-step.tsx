import { useLingui } from '@lingui/react/macro';
import { getTestType } from '@site/domain/catalogue';
import { useLocale } from '../../../i18n/link';
import { MESSAGES } from '../../../lib/messages';
import { namesTest } from '../../../lib/test-name';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import { languageLabel, pageVoiceOver } from '../test-languages';
import type { StepProps } from './step-props';

/**
 * Only the languages the chosen test is offered in (spec §9). On a page in one of the test's
 * voice-over languages that language is chosen already, and the page says plainly what it means:
 * the questions on screen stay English, a voice-over reads them (issue 20 point 5).
 */
export function LanguageStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const type = getTestType(answers.testType ?? '');
  const languages = type?.languages ?? [];
  const voiceOver = pageVoiceOver(locale, languages);
  const name = (type?.name ?? '').trim();
  // A CITB name that already ends in 'Test' is not called a 'test' twice (lib/test-name.ts).
  const offered = namesTest(name)
    ? t({
        comment:
          "{name} is the CITB test's English name, kept as it is, which already ends in 'Test', e.g. 'Supervisors Test'",
        message: `The ${name} is offered in these languages.`,
      })
    : t({
        comment: "{name} is the CITB test's English name, kept as it is, e.g. 'Operative'",
        message: `The ${name} test is offered in these languages.`,
      });
  const voiceOverNote = t({
    comment:
      'Shown on translated pages only, beside this page’s language: name your own language here',
    message: 'On-screen text in English, voice-over in your language',
  });
  let hint = offered;
  if (voiceOver) {
    hint = `${offered} ${t({
      comment:
        'Shown on translated pages only, when the test has a voice-over in this page’s language: name your own language',
      message:
        'The test’s questions are shown on screen in English and a voice-over reads them in your language. We have chosen it for you; you can choose another.',
    })}`;
  } else if (locale !== 'en') {
    hint = `${offered} ${t({
      comment:
        'Shown on translated pages only, when the chosen test has no voice-over in this page’s language: name your own language',
      message: 'This test has no voice-over in your language.',
    })}`;
  }
  return (
    <ChoiceStep
      {...step}
      id="language"
      legend={t`Which language do you want to take the test in?`}
      hint={hint}
      initial={answers.language ?? voiceOver ?? (languages.length === 1 ? languages[0] : undefined)}
      options={languages.map((l) => ({
        value: l,
        label: languageLabel(i18n, l),
        hint: l === voiceOver ? voiceOverNote : undefined,
      }))}
      onChoose={(value) => {
        if (!value || !languages.includes(value)) return choiceError(value, MESSAGES.language);
        onDone({ language: value });
      }}
    />
  );
}
