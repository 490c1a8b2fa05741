'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from './auth-provider';

/** 'Sign Out': ends the session on the server, then goes to the site root. */
export function SignOutButton() {
  const { signOut } = useAuth();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 shrink-0 rounded-md px-3 text-[13px]"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut();
        router.replace('/');
        router.refresh();
      }}
    >
      <LogOut aria-hidden />
      {pending ? 'Signing Out...' : 'Sign Out'}
    </Button>
  );
}
