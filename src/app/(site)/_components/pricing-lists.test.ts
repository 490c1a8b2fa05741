import { describe, expect, it } from 'vitest';
import { shareLists, withLists } from './pricing-lists';
import type { PricingPackageView } from './pricing-regions';

const pkg = (id: number, region: 'UK' | 'SA', includes: string[]): PricingPackageView => ({
  id,
  tier: 'basic',
  region,
  priceRange: null,
  timeline: null,
  hourlyRate: null,
  includes,
});

describe('the pricing guide’s shared lists', () => {
  it('sends a list the packages share once and gives each package its own back', () => {
    const same = ['2 stills', '2 revision rounds'];
    const groups = [[pkg(1, 'UK', same), pkg(2, 'SA', [...same])], [pkg(3, 'UK', ['A film'])]];
    const sent = shareLists(groups);
    expect(sent.lists).toEqual([same, ['A film']]);
    expect(sent.groups.map((g) => g.map((p) => p.includes))).toEqual([[0, 0], [1]]);
    expect(sent.groups.map((g) => withLists(g, sent.lists))).toEqual(groups);
  });

  it('keeps a package without inclusions empty', () => {
    const sent = shareLists([[pkg(1, 'UK', [])]]);
    expect(withLists(sent.groups[0]!, sent.lists)[0]!.includes).toEqual([]);
  });
});
