import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-provider';

function Probe() {
  const { loading, user, isAdmin } = useAuth();
  return <p>{`${loading}|${user?.email ?? 'none'}|${isAdmin}`}</p>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading until the session is known', () => {
    expect(
      renderToString(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toContain('true|none|false');
  });

  it('starts from the session the server rendered with', () => {
    const session = {
      session: {
        id: 's1',
        userId: 'u1',
        expiresAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
        token: '',
      },
      user: {
        id: 'u1',
        email: 'owner@example.com',
        name: 'owner',
        emailVerified: true,
        role: 'admin',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    } as never;
    expect(
      renderToString(
        <AuthProvider initialSession={session}>
          <Probe />
        </AuthProvider>,
      ),
    ).toContain('false|owner@example.com|true');
    expect(
      renderToString(
        <AuthProvider initialSession={null}>
          <Probe />
        </AuthProvider>,
      ),
    ).toContain('false|none|false');
  });
});
