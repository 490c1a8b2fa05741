import 'server-only';
import type { Auth } from './config';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: create this account when it is absent (e-mail
 * already verified) and give it the admin role. An existing account keeps its
 * password; it is promoted and marked verified.
 */
export async function ensureOwnerWith(
  auth: Auth,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'ready'> {
  const ctx = await auth.$context;
  const address = email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(address);
  if (existing) {
    const user = existing.user as typeof existing.user & { role?: string };
    if (user.role === 'admin' && user.emailVerified) return 'ready';
    await ctx.internalAdapter.updateUser(user.id, { role: 'admin', emailVerified: true });
    return 'promoted';
  }
  const user = await ctx.internalAdapter.createUser({
    email: address,
    name: address.split('@')[0]!,
    emailVerified: true,
    role: 'admin',
  });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return 'created';
}
