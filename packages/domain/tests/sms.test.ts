import { describe, expect, it } from 'vitest';
import { countSmsSegments, isUkMobile, toE164 } from '../src/sms';

describe('toE164', () => {
  it.each([
    '07700 900123',
    '07700900123',
    '+44 7700 900123',
    '+44 (0)7700 900123',
    '+447700900123',
    '447700900123',
    '0044 7700 900123',
    '0044 (0)7700-900-123',
    ' 07700.900.123 ',
  ])('reads %j as +447700900123', (typed) => {
    expect(toE164(typed)).toBe('+447700900123');
  });

  it('reads a landline, 10 digits or 11', () => {
    expect(toE164('020 7946 0018')).toBe('+442079460018');
    expect(toE164('016977 3456')).toBe('+44169773456');
  });

  it.each(['+33 6 12 34 56 78', '12345', '0770090012345', '00 7700 900123', '', 'call me'])(
    'leaves %j alone: not a UK number',
    (typed) => {
      expect(toE164(typed)).toBeNull();
    },
  );
});

describe('isUkMobile', () => {
  it('takes 071–075, 077–079 and 07624', () => {
    for (const number of ['+447700900123', '+447123456789', '+447912345678', '+447624123456']) {
      expect(isUkMobile(number), number).toBe(true);
    }
  });

  it('refuses landlines, personal numbers, pagers and other countries', () => {
    for (const number of [
      '+442079460018',
      '+447012345678',
      '+447612345678',
      '+33612345678',
      '+4477009001234',
      '07700900123',
    ]) {
      expect(isUkMobile(number), number).toBe(false);
    }
  });
});

describe('countSmsSegments', () => {
  it('counts plain English as GSM-7: 160 in one segment, 153 a part after that', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      segments: 1,
      units: 160,
    });
    expect(countSmsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      segments: 2,
      units: 161,
    });
    expect(countSmsSegments('a'.repeat(306))).toEqual({
      encoding: 'GSM-7',
      segments: 2,
      units: 306,
    });
    expect(countSmsSegments('a'.repeat(307))).toEqual({
      encoding: 'GSM-7',
      segments: 3,
      units: 307,
    });
  });

  it('keeps the default alphabet’s accents and £ in GSM-7', () => {
    expect(
      countSmsSegments('Renée? No: Chloé paid £36.00 à Günther, Ñ Ø Å ß É Ç @ ¿¡ §'),
    ).toMatchObject({
      encoding: 'GSM-7',
    });
    expect(countSmsSegments('£').units).toBe(1);
  });

  it('counts the extension table, € included, as two septets each', () => {
    expect(countSmsSegments('€')).toEqual({ encoding: 'GSM-7', segments: 1, units: 2 });
    expect(countSmsSegments('^{}\\[~]|€\f')).toEqual({ encoding: 'GSM-7', segments: 1, units: 20 });
    expect(countSmsSegments('€'.repeat(80))).toEqual({
      encoding: 'GSM-7',
      segments: 1,
      units: 160,
    });
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ segments: 2, units: 161 });
  });

  it('never splits an escaped character between two parts', () => {
    // 152 septets then a € (2): it does not fit the first part's 153, so it starts the second.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({
      segments: 3,
      units: 306,
    });
    expect(countSmsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toMatchObject({
      segments: 2,
      units: 306,
    });
  });

  it('turns the whole message UCS-2 for a Polish or Romanian letter: 70, then 67 a part', () => {
    expect(countSmsSegments('Łukasz Wróbel')).toEqual({
      encoding: 'UCS-2',
      segments: 1,
      units: 13,
    });
    expect(countSmsSegments('Ștefan Bălan')).toEqual({ encoding: 'UCS-2', segments: 1, units: 12 });
    expect(countSmsSegments(`ł${'a'.repeat(69)}`)).toMatchObject({
      encoding: 'UCS-2',
      segments: 1,
    });
    expect(countSmsSegments(`ł${'a'.repeat(70)}`)).toMatchObject({
      encoding: 'UCS-2',
      segments: 2,
    });
    expect(countSmsSegments(`ă${'a'.repeat(133)}`)).toMatchObject({ segments: 2, units: 134 });
    expect(countSmsSegments(`ș${'a'.repeat(134)}`)).toMatchObject({ segments: 3, units: 135 });
  });

  it('counts an emoji as two code units and never splits its pair', () => {
    expect(countSmsSegments('👍')).toEqual({ encoding: 'UCS-2', segments: 1, units: 2 });
    expect(countSmsSegments(`${'a'.repeat(68)}👍`)).toMatchObject({ segments: 1, units: 70 });
    expect(countSmsSegments(`${'a'.repeat(69)}👍`)).toMatchObject({ segments: 2, units: 71 });
    // 66 units then a pair: it moves whole to the second part.
    expect(countSmsSegments(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toMatchObject({
      segments: 3,
      units: 134,
    });
  });

  it('counts characters outside both tables (ë, a curly apostrophe, ç) as UCS-2', () => {
    expect(countSmsSegments('Zoë').encoding).toBe('UCS-2');
    expect(countSmsSegments('O’Neill').encoding).toBe('UCS-2');
    expect(countSmsSegments('François').encoding).toBe('UCS-2');
  });
});
