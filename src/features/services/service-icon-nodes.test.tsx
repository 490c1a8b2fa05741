import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { SERVICE_ICONS } from '@/components/admin';
import { ServiceIcon } from './components/service-icon';
import { SERVICE_ICON_NODES } from './service-icon-nodes';

type Renderable = {
  render: (
    props: object,
    ref: null,
  ) => { props: { icon: { node: [string, Record<string, string>][] } } };
};
const lucideNodes = (name: string) =>
  (lucide as unknown as Record<string, Renderable>)
    [name]!.render({}, null)
    .props.icon.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);

describe('service icons on public pages', () => {
  it('draws every icon the picker offers exactly as lucide does (else run scripts/generate-service-icons.mjs)', () => {
    for (const key of Object.keys(SERVICE_ICONS)) {
      const name = key === 'MapIcon' ? 'Map' : key === 'ImageIcon' ? 'Image' : key;
      expect(SERVICE_ICON_NODES[name], name).toEqual(lucideNodes(name));
    }
  });

  it('matches stored names loosely and falls back to a neutral shape', () => {
    const html = (name: string | null) => renderToStaticMarkup(<ServiceIcon name={name} />);
    expect(html('building-2')).toBe(html('Building2'));
    expect(html('pen tool')).toBe(html('PenTool'));
    expect(html('NoSuchIcon')).toBe(html('Shapes'));
    expect(html(null)).toBe(html('Shapes'));
    expect(html('Cog')).not.toBe(html('Shapes'));
    expect(html('Cog')).toContain('aria-hidden="true"');
  });
});
