import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { testI18n } from '../i18n/testing';
import { applicationTypeIn, orderDescriptionIn } from './order-description';

// Messages keyed by the English, so the test needs no compiled catalogue: each says it is Polish.
const polish = testI18n('pl', {});
polish.setMessagesCompiler((message) => compileMessage(`PL ${message}`));

describe('orderDescriptionIn', () => {
  it('keeps English as the API sent it', () => {
    const english = testI18n();
    for (const [description, kind] of [
      ['CITB HS&E test: Operatives', 'test'],
      ['CSCS Green Labourer card: Renew Card', 'card'],
      ['Level 1 Award (online)', 'course-online'],
      ['Level 1 Award (classroom)', 'course-offline'],
    ] as const) {
      expect(orderDescriptionIn(description, kind, english)).toBe(description);
    }
  });

  it('says the words around the official names in the page’s language', () => {
    expect(orderDescriptionIn('CITB HS&E test: Operatives', 'test', polish)).toBe(
      'PL CITB HS&E test: Operatives',
    );
    expect(orderDescriptionIn('CSCS Green Labourer card: Renew Card', 'card', polish)).toBe(
      'CSCS Green Labourer card: PL Renew Card',
    );
    expect(orderDescriptionIn('Level 1 Award (online)', 'course-online', polish)).toBe(
      'PL Level 1 Award (online)',
    );
    expect(orderDescriptionIn('Level 1 Award (classroom)', 'course-offline', polish)).toBe(
      'PL Level 1 Award (classroom)',
    );
  });

  it('shows a description it does not recognise as it came', () => {
    expect(orderDescriptionIn('Something else', 'test', polish)).toBe('Something else');
    expect(orderDescriptionIn('Level 1 Award', 'course-online', polish)).toBe('Level 1 Award');
    expect(applicationTypeIn('Upgrade', polish)).toBe('Upgrade');
  });
});
