import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VOICE_OVER_LANGUAGE, type Locale } from '@site/domain/i18n';

/**
 * The test's languages as the page names them. The value sent to the API stays the spec's
 * English name ('Polish'); only the label is the page's language (issue 20 point 5).
 */
const LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  English: msg({ comment: 'A language the HS&E test is taken in', message: 'English' }),
  'Voice Over English': msg({
    comment: 'The HS&E test in English, read aloud in English',
    message: 'Voice Over English',
  }),
  Bulgarian: msg({ comment: 'A voice-over language of the HS&E test', message: 'Bulgarian' }),
  Czech: msg({ comment: 'A voice-over language of the HS&E test', message: 'Czech' }),
  French: msg({ comment: 'A voice-over language of the HS&E test', message: 'French' }),
  German: msg({ comment: 'A voice-over language of the HS&E test', message: 'German' }),
  Hungarian: msg({ comment: 'A voice-over language of the HS&E test', message: 'Hungarian' }),
  Lithuanian: msg({ comment: 'A voice-over language of the HS&E test', message: 'Lithuanian' }),
  Polish: msg({ comment: 'A voice-over language of the HS&E test', message: 'Polish' }),
  Portuguese: msg({ comment: 'A voice-over language of the HS&E test', message: 'Portuguese' }),
  Punjabi: msg({ comment: 'A voice-over language of the HS&E test', message: 'Punjabi' }),
  Romanian: msg({ comment: 'A voice-over language of the HS&E test', message: 'Romanian' }),
  Russian: msg({ comment: 'A voice-over language of the HS&E test', message: 'Russian' }),
  Spanish: msg({ comment: 'A voice-over language of the HS&E test', message: 'Spanish' }),
  Welsh: msg({ comment: 'A voice-over language of the HS&E test', message: 'Welsh' }),
};

/** 'Polish' as the page says it ('polski' on a Polish page); an unknown value as it is. */
export function languageLabel(i18n: I18n, language: string): string {
  const label = LANGUAGE_LABELS[language];
  return label ? i18n._(label) : language;
}

/**
 * The voice-over in the page's own language, when `languages` (a test's) offers it: 'Polish' on
 * a Polish page for the Operative test. Never on an English page, where nothing is preselected.
 */
export function pageVoiceOver(locale: Locale, languages: readonly string[]): string | undefined {
  const voiceOver = VOICE_OVER_LANGUAGE[locale];
  return voiceOver && languages.includes(voiceOver) ? voiceOver : undefined;
}
