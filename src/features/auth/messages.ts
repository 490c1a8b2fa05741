// What the server says, in the exact texts of docs/product.md ('Sign-in and sign-up'):
// better-auth's error codes are mapped to those texts.

export type AuthFailure = { code?: string | null; message?: string | null; status?: number | null };

const BY_CODE: Record<string, string> = {
  // 'Invalid login credentials'
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password. Please try again.',
  // 'User already registered'
  USER_ALREADY_EXISTS: 'This email is already registered. Please sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'This email is already registered. Please sign in instead.',
  // 'Email not confirmed'
  EMAIL_NOT_VERIFIED: 'Please check your email and click the confirmation link.',
  // the account page
  INVALID_PASSWORD: 'The password is not correct.',
  EMAIL_IS_THE_SAME: 'That is already the address of your account.',
  // two-factor sign-in
  INVALID_CODE: 'That code is not valid. Please check your authenticator app and try again.',
  INVALID_BACKUP_CODE: 'That backup code is not valid, or it has been used already.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Please sign in again.',
};

export const UNEXPECTED = 'An unexpected error occurred.';

/** The description of a 'Sign in failed' / 'Sign up failed' toast. */
export function describeAuthError(error: AuthFailure | null | undefined): string {
  if (error?.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  const message = error?.message?.trim();
  return message ? message : UNEXPECTED;
}

export const CONNECTION_ERROR = {
  title: 'Connection error',
  description: 'Unable to connect to the server. Please try again.',
} as const;

export const SIGN_UP_SUCCESS = {
  title: 'Account created successfully!',
  description: 'Please check your email to verify your account.',
} as const;

export const SIGN_IN_SUCCESS = {
  title: 'Welcome back!',
  description: 'You have been signed in successfully.',
} as const;
