import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

// Whoever changes the password or turns two-factor sign-in off may be the owner
// locking out someone who got in, so both end every other session of the
// account on the server, whatever the client asked for. The session making the
// change carries on (better-auth hands it a fresh one).

export function sessionPolicyPlugin(): BetterAuthPlugin {
  return {
    id: 'session-policy',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Record<string, unknown> | undefined;
            // anything but an object is refused by the endpoint's own validation
            if (!body || typeof body !== 'object' || Array.isArray(body)) return;
            // set on the call's own body object: returning a new body would swap the
            // object the throttle's hooks recognise the call by (./throttle.ts)
            body.revokeOtherSessions = true;
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            // the session the endpoint created for this device, on success only
            const kept = ctx.context.newSession;
            if (!kept || ctx.context.returned instanceof APIError) return;
            const { internalAdapter } = ctx.context;
            const others = (await internalAdapter.listSessions(kept.user.id))
              .filter((s) => s.token !== kept.session.token)
              .map((s) => s.token);
            if (others.length > 0) await internalAdapter.deleteSessions(others);
          }),
        },
      ],
    },
  };
}
