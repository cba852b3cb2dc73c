import { describe, expect, it } from 'vitest';
import { TEST_CENTRES, getCentreBySlug } from '../src/catalogue';
import { nationOfCentre, nationOfPostcode } from '../src/calendar';

describe('the nation of a place, from its postcode (decision 027)', () => {
  it('reads Northern Irish, Scottish and other postcodes, with or without the space', () => {
    expect(nationOfPostcode('BT1 1FF')).toBe('northern-ireland');
    expect(nationOfPostcode('eh1 3lr')).toBe('scotland');
    expect(nationOfPostcode('G2 1PJ')).toBe('scotland');
    expect(nationOfPostcode('G21PJ')).toBe('scotland');
    expect(nationOfPostcode('GL50 1AA')).toBe('england-and-wales'); // G is Glasgow, GL is not
    expect(nationOfPostcode('CF10 1AA')).toBe('england-and-wales'); // Cardiff
    expect(nationOfPostcode('LS1 4LT')).toBe('england-and-wales');
  });

  it('keeps Berwick-upon-Tweed (TD15) in England, the rest of TD in Scotland', () => {
    expect(nationOfPostcode('TD15 1JT')).toBe('england-and-wales');
    expect(nationOfPostcode('TD151JT')).toBe('england-and-wales');
    expect(nationOfPostcode('TD1 1RY')).toBe('scotland'); // Galashiels
    expect(nationOfCentre(getCentreBySlug('berwick')!)).toBe('england-and-wales');
  });

  it('puts 32 test centres in Scotland and 6 in Northern Ireland', () => {
    const count = { 'england-and-wales': 0, scotland: 0, 'northern-ireland': 0 };
    for (const centre of TEST_CENTRES) count[nationOfCentre(centre)] += 1;
    expect(count).toEqual({ 'england-and-wales': 132, scotland: 32, 'northern-ireland': 6 });
  });

  it('agrees with every centre that names its nation', () => {
    for (const centre of TEST_CENTRES) {
      if (centre.name.includes('(Scotland)'))
        expect(nationOfCentre(centre), centre.name).toBe('scotland');
      if (centre.name.includes('(Northern Ireland)')) {
        expect(nationOfCentre(centre), centre.name).toBe('northern-ireland');
      }
      if (centre.name.includes('(Wales)')) {
        expect(nationOfCentre(centre), centre.name).toBe('england-and-wales');
      }
    }
  });
});
