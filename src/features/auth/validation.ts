// The checks of the sign-in, sign-up and password forms, in the order each form reports them.
// The values then go to the server unchanged.

export type Notice = { title: string; description: string };

export const MIN_PASSWORD_LENGTH = 6;

// {email} with no spaces: something@something.something
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MISSING: Notice = {
  title: 'Missing fields',
  description: 'Please fill in all required fields.',
};
const TOO_SHORT: Notice = {
  title: 'Invalid password',
  description: 'Password must be at least 6 characters long.',
};

export function validateCredentials(email: string, password: string): Notice | null {
  if (!email || !password) return MISSING;
  if (password.length < MIN_PASSWORD_LENGTH) return TOO_SHORT;
  if (!EMAIL.test(email))
    return { title: 'Invalid email', description: 'Please enter a valid email address.' };
  return null;
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * A new password typed twice (setting one from a reset link, changing one in the account), with
 * the form's other required fields (the current password).
 */
export function validateNewPassword(
  password: string,
  repeat: string,
  others: readonly string[] = [],
): Notice | null {
  if (!password || !repeat || others.some((value) => !value)) return MISSING;
  if (password.length < MIN_PASSWORD_LENGTH) return TOO_SHORT;
  if (password !== repeat)
    return {
      title: 'Passwords do not match',
      description: 'Please type the same new password twice.',
    };
  return null;
}
