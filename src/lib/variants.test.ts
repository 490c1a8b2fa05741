import { describe, expect, it } from 'vitest';
import { variants, type VariantProps } from './variants';

const tag = variants('base', {
  variants: { tone: { plain: 'bg-white', loud: 'bg-red' }, size: { sm: 'h-8', lg: 'h-12' } },
  defaultVariants: { tone: 'plain', size: 'sm' },
});

describe('variants', () => {
  it('joins the base with the chosen class of each variant', () => {
    expect(tag({ tone: 'loud', size: 'lg' })).toBe('base bg-red h-12');
  });

  it('falls back to the defaults for a missing or null choice', () => {
    expect(tag()).toBe('base bg-white h-8');
    expect(tag({ tone: null, size: 'lg' })).toBe('base bg-white h-12');
  });

  it('exposes the choices as props', () => {
    const props: VariantProps<typeof tag> = { tone: 'loud' };
    expect(tag(props)).toBe('base bg-red h-8');
  });
});
