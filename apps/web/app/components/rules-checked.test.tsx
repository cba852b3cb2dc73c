import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { OFFICIAL_PAGES } from '@site/domain/rules';
import { render } from '../i18n/testing';
import { RulesChecked } from './rules-checked';

afterEach(cleanup);

describe('RulesChecked', () => {
  it("says when the card's rules were read and links to the card's official page", () => {
    render(<RulesChecked sources={['cscsLabourerCard', 'cscsApplyingForCards']} />);
    const link = screen.getByRole('link', { name: 'the official CSCS page' });
    expect(link.getAttribute('href')).toBe(OFFICIAL_PAGES.cscsLabourerCard.url);
    const date = formatLongDate(OFFICIAL_PAGES.cscsLabourerCard.checkedOn);
    expect(link.parentElement?.textContent).toContain(`We last checked these rules on ${date}`);
  });

  it('names CITB for a CITB page', () => {
    render(<RulesChecked sources={['citbAboutHseTest']} />);
    expect(screen.getByRole('link', { name: 'the official CITB page' })).toBeTruthy();
  });
});
