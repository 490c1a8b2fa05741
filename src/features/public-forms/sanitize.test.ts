import { describe, expect, it } from 'vitest';
import { consultationSchema } from '@/features/consultation/schemas';
import { contactSchema } from '@/features/contact/schemas';
import { parseMeta } from './intake';
import { fieldErrors } from './sanitize';

// The public forms' rules, as the browser and the server both run them.

const errorsOf = (schema: typeof contactSchema | typeof consultationSchema, values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: '',
  message: 'A new gallery for the studio.',
};

describe('public form rules', () => {
  it('gives the first message of each field, in the documented order', () => {
    expect(
      errorsOf(contactSchema, { ...contact, name: '', email: 'ada@', message: 'short' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(errorsOf(contactSchema, { ...contact, name: 'A', email: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Email is required',
    });
    expect(
      errorsOf(contactSchema, { ...contact, name: 'x'.repeat(51), subject: 's'.repeat(201) }),
    ).toEqual({
      name: 'Name must be less than 50 characters',
      subject: 'Subject must be less than 200 characters',
    });
  });

  it('checks lengths after trimming and removing angle brackets, then cuts to 2000 characters', () => {
    expect(errorsOf(contactSchema, { ...contact, name: '  <a>  ' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
    const parsed = contactSchema.parse({
      ...contact,
      name: ' Eve\r\nBcc: x@example.com ',
      message: '  <b>Hello</b>\r\nthere  ',
    });
    expect(parsed.name).toBe('Eve Bcc: x@example.com');
    expect(parsed.message).toBe('bHello/b\nthere');
    expect(errorsOf(contactSchema, { ...contact, message: 'm'.repeat(2001) })).toEqual({
      message: 'Message must be less than 2000 characters',
    });
    const request = consultationSchema.parse({ ...contact, company: `<${'c'.repeat(2500)}>` });
    expect(request.company).toBe('c'.repeat(2000));
  });

  it('treats an absent value as empty and refuses one that is not text', () => {
    expect(errorsOf(contactSchema, { name: 42, email: null, subject: ['x'], message: {} })).toEqual(
      {
        name: 'Please enter text',
        email: 'Email is required',
        subject: 'Please enter text',
        message: 'Please enter text',
      },
    );
  });

  it('fills the consultation defaults and refuses options the form never offered', () => {
    const ok = consultationSchema.parse({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Details of the project.',
    });
    expect(ok).toMatchObject({
      selectedService: 'architectural-visualization',
      preferredCurrency: 'GBP',
      phone: '',
    });
    expect(
      errorsOf(consultationSchema, {
        ...ok,
        projectType: 'spaceship',
        budget: 'under-20k',
        selectedService: 'nope',
      }),
    ).toEqual({ selectedService: 'Please choose a service' });
    expect(
      errorsOf(consultationSchema, { ...ok, projectType: 'spaceship', budget: 'under-20k' }),
    ).toEqual({
      projectType: 'Please choose a project type from the list',
      budget: 'Please choose a budget from the list',
    });
    expect(
      errorsOf(consultationSchema, { ...ok, projectType: 'commercial', budget: 'under-2k' }),
    ).toEqual({});
  });

  it('reads the spam signals leniently', () => {
    expect(parseMeta({ honeypot: 3, elapsedMs: 'soon', source: 'x' })).toEqual({
      honeypot: '',
      elapsedMs: 0,
      source: {},
    });
  });
});
