import { describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@/features/contact/schemas';
import { formSending } from './sending';

describe('formSending', () => {
  const action = vi.fn(async () => ({ ok: true as const }));
  const form = formSending(contactSchema, action);

  it('answers the first message of each field that is wrong', () => {
    expect(form.check({ name: 'A', email: 'nope', subject: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message is required',
      },
    });
  });

  it('answers the cleaned values when every field is right', () => {
    expect(
      form.check({
        name: '  Grace <b>Hopper</b> ',
        email: 'grace@example.com',
        subject: '',
        message: 'A small gallery extension, please.',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'Grace bHopper/b',
        email: 'grace@example.com',
        subject: '',
        message: 'A small gallery extension, please.',
      },
    });
  });

  it('sends through the action it was given', async () => {
    await expect(form.send({ values: {} })).resolves.toEqual({ ok: true });
    expect(action).toHaveBeenCalledWith({ values: {} });
  });
});
