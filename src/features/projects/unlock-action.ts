'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { clientIp } from '@/server/auth/client-ip';
import { idField } from '@/components/admin/fields';
import { unlockProject, WRONG_PASSWORD } from './access';
import { MAX_PROJECT_PASSWORD } from './schemas';
import { getProjectGate } from './queries';

// Public: a visitor gives a protected project's password (the form on its page).

export type UnlockState = { message: string | null };

export async function unlockProjectAction(
  projectId: number,
  _previous: UnlockState,
  form: FormData,
): Promise<UnlockState> {
  const id = idField.safeParse(projectId);
  // anyone may call this with anything: only a form's text field is a password
  const password = form instanceof FormData ? form.get('password') : null;
  if (!id.success) return { message: 'This project no longer exists.' };
  if (typeof password !== 'string' || password === '')
    return { message: 'Please enter the password.' };
  // scrypt's work stays bounded: a password longer than any the owner can set is simply wrong
  if (password.length > MAX_PROJECT_PASSWORD) return { message: WRONG_PASSWORD };
  const result = await unlockProject(await getDb(), {
    projectId: id.data,
    password,
    ip: clientIp(await headers(), env().TRUSTED_IP_HEADER),
  });
  if (!result.ok) return { message: result.message };
  (await cookies()).set(result.cookie.name, result.cookie.value, result.cookie.options);
  // a fresh request for the page, which now carries the cookie (also without script)
  const gate = await getProjectGate(id.data);
  redirect(`/projects/${gate?.slug ?? id.data}`);
}
