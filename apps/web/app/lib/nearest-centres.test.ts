import { describe, expect, it } from 'vitest';
import { postcodeToSearch } from './nearest-centres';

describe('postcodeToSearch', () => {
  it('takes a full postcode, or its first part, in any case and spacing', () => {
    expect(postcodeToSearch(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(postcodeToSearch('ls6')).toBe('LS6');
    expect(postcodeToSearch('LS1 4DY')).toBe('LS1 4DY');
  });

  it('leaves a name, a town or nonsense for the text search', () => {
    for (const query of ['', 'Leeds', 'York', '😀😀', 'ZZZZ 9']) {
      expect(postcodeToSearch(query), query).toBeUndefined();
    }
  });
});
