// The sign-in and sign-up checks, in the order the form reports them. The
// values then go to the server unchanged.

export type Notice = { title: string; description: string };

export const MIN_PASSWORD_LENGTH = 6;

// {email} with no spaces: something@something.something
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCredentials(email: string, password: string): Notice | null {
  if (!email || !password)
    return { title: 'Missing fields', description: 'Please fill in all required fields.' };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Invalid password',
      description: 'Password must be at least 6 characters long.',
    };
  }
  if (!EMAIL.test(email))
    return { title: 'Invalid email', description: 'Please enter a valid email address.' };
  return null;
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}
