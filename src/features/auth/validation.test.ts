import { describe, expect, it } from 'vitest';
import { validateCredentials, validateNewPassword } from './validation';
import { describeAuthError } from './messages';

describe('validateCredentials (the sign-in rules of docs/product.md, in order)', () => {
  it('asks for both fields first', () => {
    expect(validateCredentials('', '')).toEqual({
      title: 'Missing fields',
      description: 'Please fill in all required fields.',
    });
    expect(validateCredentials('not an email', '')).toMatchObject({ title: 'Missing fields' });
    expect(validateCredentials('', 'abc')).toMatchObject({ title: 'Missing fields' });
  });

  it('then the password length, before the e-mail format', () => {
    expect(validateCredentials('not an email', '12345')).toEqual({
      title: 'Invalid password',
      description: 'Password must be at least 6 characters long.',
    });
  });

  it('then the e-mail format', () => {
    for (const bad of ['plainaddress', 'a b@c.de', 'ana@example', '@example.com', 'ana@.com ']) {
      expect(validateCredentials(bad, '123456')).toEqual({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
      });
    }
  });

  it('passes good values unchanged', () => {
    expect(validateCredentials('ana@example.com', '123456')).toBeNull();
  });
});

describe('validateNewPassword (the reset and change-password forms, in order)', () => {
  it('asks for every field first, the current password too', () => {
    const missing = { title: 'Missing fields', description: 'Please fill in all required fields.' };
    expect(validateNewPassword('', 'abc')).toEqual(missing);
    expect(validateNewPassword('abc', '')).toEqual(missing);
    expect(validateNewPassword('secret1', 'secret1', [''])).toEqual(missing);
  });

  it('then the length, before the two copies are compared', () => {
    expect(validateNewPassword('12345', '123456', ['old-one'])).toEqual({
      title: 'Invalid password',
      description: 'Password must be at least 6 characters long.',
    });
  });

  it('then that both copies are the same', () => {
    expect(validateNewPassword('secret1', 'secret2')).toEqual({
      title: 'Passwords do not match',
      description: 'Please type the same new password twice.',
    });
  });

  it('passes a new password typed twice', () => {
    expect(validateNewPassword('secret1', 'secret1', ['old-one'])).toBeNull();
  });
});

describe('describeAuthError', () => {
  it('maps the provider messages', () => {
    expect(
      describeAuthError({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toBe('Invalid email or password. Please try again.');
    expect(describeAuthError({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      'This email is already registered. Please sign in instead.',
    );
    expect(describeAuthError({ code: 'EMAIL_NOT_VERIFIED' })).toBe(
      'Please check your email and click the confirmation link.',
    );
  });

  it('shows any other message as given, and a fallback for none', () => {
    expect(
      describeAuthError({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts.',
      }),
    ).toBe('Too many failed sign-in attempts.');
    expect(describeAuthError({ message: '' })).toBe('An unexpected error occurred.');
    expect(describeAuthError(null)).toBe('An unexpected error occurred.');
  });
});
