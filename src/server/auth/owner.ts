import 'server-only';
import { recordAudit, type AuditWriter } from '@/server/audit/record';
import type { Auth } from './config';

const NOTE = 'ADMIN_EMAIL at server start';

/** The audit entry of the admin role given at start, to an account that had `before`. */
const roleGranted = (
  userId: string,
  address: string,
  before: { role: string } | null,
  note: string,
) => ({
  action: 'role.grant',
  actor: null,
  entityType: 'users',
  entityId: userId,
  changes: { before, after: { role: 'admin' }, label: address, note },
});

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: create this account when it is absent (e-mail
 * already verified) and give it the admin role. An existing account keeps its
 * password; it is promoted and marked verified. A role given here is in the
 * audit log like one given with `npm run admin -- grant`.
 */
export async function ensureOwnerWith(
  auth: Auth,
  email: string,
  password: string,
  db: AuditWriter,
): Promise<'created' | 'promoted' | 'ready'> {
  const ctx = await auth.$context;
  const address = email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(address);
  if (existing) {
    const user = existing.user as typeof existing.user & { role?: string };
    if (user.role === 'admin' && user.emailVerified) return 'ready';
    await ctx.internalAdapter.updateUser(user.id, { role: 'admin', emailVerified: true });
    if (user.role !== 'admin') {
      await recordAudit(db, roleGranted(user.id, address, { role: user.role ?? 'user' }, NOTE));
    }
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
  await recordAudit(db, roleGranted(user.id, address, null, `${NOTE} (account created)`));
  return 'created';
}
