import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { MESSAGES as DOMAIN_MESSAGES, messageKeyOf } from '@site/domain/validators';
import { testI18n } from '../i18n/testing';
import { i18nFor } from '../i18n/page-language';
import { MESSAGES, type WebMessageKey } from './messages';
import { MESSAGE_TEXT, translateMessage, webMessageKeyOf } from './message-text';

const KEYS = Object.keys(MESSAGES) as WebMessageKey[];

// The compiled English catalogue, as the build gives English pages (npm run i18n:compile).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/en/common.ts', {
  eager: true,
});

describe('MESSAGE_TEXT', () => {
  it('has, in English, exactly the words of every message (spec §5 and §8)', () => {
    const i18n = testI18n('en');
    for (const key of KEYS) expect(i18n._(MESSAGE_TEXT[key]), key).toBe(MESSAGES[key]);
  });

  it('gives the same exact words through the compiled English catalogue', () => {
    const catalogue = Object.values(compiled)[0];
    if (!catalogue) return; // not compiled in this checkout
    const i18n = i18nFor({ locale: 'en', messages: catalogue.messages });
    for (const key of KEYS) expect(i18n._(MESSAGE_TEXT[key]), key).toBe(MESSAGES[key]);
  });

  it('translates an English message by its text or by the API code', () => {
    const polish = testI18n('pl', {
      [MESSAGE_TEXT.required.id as string]: 'To pole jest wymagane',
    });
    expect(translateMessage(polish, MESSAGES.required)).toBe('To pole jest wymagane');
    expect(translateMessage(polish, MESSAGES.required, 'required')).toBe('To pole jest wymagane');
    // Several keys share one text: each finds it.
    expect(webMessageKeyOf(MESSAGES.retake)).toBe('retake');
  });

  it('leaves words it does not know as they are, whatever code comes with them', () => {
    const i18n = testI18n('pl', {});
    expect(translateMessage(i18n, 'Try again at 10:30', 'rateLimited')).toBe('Try again at 10:30');
    expect(translateMessage(i18n, 'Failed: 2 seats', 'failed')).toBe('Failed: 2 seats');
  });

  it('finds every domain message under the key the API sends as its code', () => {
    for (const text of Object.values(DOMAIN_MESSAGES)) {
      expect(webMessageKeyOf(text)).toBe(messageKeyOf(text));
    }
  });
});
