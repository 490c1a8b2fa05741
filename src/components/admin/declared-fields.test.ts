import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { declaredForm, field, namedItems, optionsOf } from './declared-fields';
import { defineManager, toastsOf } from './define-manager';
import { valuesLike } from './form-model';

const fields = {
  title: field.title(),
  year: field.text({ label: 'Year', initial: () => '2026' }),
  status: field.select({ label: 'Status', options: optionsOf(['Winner', 'Finalist'] as const) }),
  bullets: field.list({ label: 'Bullet points', addLabel: 'Add bullet point' }),
  isActive: field.toggle({ label: 'Active', initial: true }),
  displayOrder: field.order(),
};

describe('declared forms', () => {
  it('start from each field’s empty value, made afresh each time', () => {
    const model = declaredForm(fields);
    const first = model.initial();
    expect(first).toEqual({
      title: '',
      year: '2026',
      status: 'Winner',
      bullets: [''],
      isActive: true,
      displayOrder: '0',
    });
    first.bullets.push('changed');
    expect(model.initial().bullets).toEqual(['']);
  });

  it('read a stored item’s fields of the same names, as the controls hold them', () => {
    const stored = {
      id: 4,
      title: 'Best Interior',
      year: 2019,
      status: 'Finalist',
      bullets: [],
      isActive: false,
      displayOrder: -3,
      other: 'ignored',
    };
    expect(declaredForm(fields).load(stored)).toEqual({
      title: 'Best Interior',
      year: '2019',
      status: 'Finalist',
      // an empty list shows one empty input to start from
      bullets: [''],
      isActive: false,
      displayOrder: '-3',
    });
    expect(declaredForm(fields).load({ title: null, bullets: ['a', 'b'] })).toMatchObject({
      title: '',
      bullets: ['a', 'b'],
    });
  });

  it('give a manager of names its one field and its Add and Rename texts', () => {
    const { fields: named, texts } = namedItems('Category', {
      add: 'Joins the end.',
      rename: 'Renamed.',
    });
    expect(declaredForm(named).initial()).toEqual({ name: '' });
    expect(texts.add).toEqual({
      title: 'Add Category',
      submit: 'Add Category',
      description: 'Joins the end.',
    });
    expect(texts.edit).toEqual({
      title: 'Rename Category',
      submit: 'Save',
      description: 'Renamed.',
    });
    expect(texts.editVerb).toBe('Rename');
  });
});

describe('manager definitions', () => {
  const schema = z.object({ title: z.string().min(1, 'Title is required') });
  const base = {
    id: 'thing',
    schema,
    placement: 'side' as const,
    texts: {
      add: { title: 'Add thing', submit: 'Add' },
      edit: { title: 'Edit thing', submit: 'Save' },
    },
    actions: {
      save: async () => ({ ok: true as const, data: null }),
      delete: async () => ({ ok: true as const, data: null }),
    },
    toasts: {
      create: ['Thing created', 'Failed to create thing'],
      update: ['Thing updated', 'Failed to update thing', 'server'],
      delete: ['Thing deleted', 'Failed to delete thing'],
    } as const,
    show: { label: 'Things', layout: 'rows' as const, name: (t: { title: string }) => t.title },
  };

  it('build the form model from declared fields', () => {
    const definition = defineManager<{ id: number; title: string }>()({
      ...base,
      fields: { title: field.title() },
      empty: { icon: () => null, message: 'No things yet' },
    } as never);
    expect(definition.form.initial()).toEqual({ title: '' });
    expect(definition.form.load({ id: 1, title: 'A' })).toEqual({ title: 'A' });
  });

  it('turn toast pairs into the texts a toast shows', () => {
    expect(toastsOf(['Thing updated', 'Failed to update thing', 'server'])).toEqual({
      success: 'Thing updated',
      failure: 'Failed to update thing',
      failureStyle: 'server',
    });
    expect(toastsOf([null, 'Failed to move thing'])).toEqual({
      success: null,
      failure: 'Failed to move thing',
      failureStyle: undefined,
    });
  });
});

describe('valuesLike', () => {
  it('takes the stored fields the template names, as text where the template holds text', () => {
    const template = { title: '', year: '', images: [] as string[], featured: false, cover: 'x' };
    expect(
      valuesLike(template, {
        title: 'Pavilion',
        year: 2024,
        images: ['a'],
        featured: true,
        cover: null,
        extra: 1,
      }),
    ).toEqual({ title: 'Pavilion', year: '2024', images: ['a'], featured: true, cover: 'x' });
  });
});
