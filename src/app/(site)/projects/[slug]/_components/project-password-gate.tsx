import { Container } from '@/components/ui/container';
import { unlockProjectAction } from '@/features/projects/unlock-action';
import { PasswordForm } from './password-form';

/**
 * What a protected project's page shows until its password is given: the title
 * and the form, nothing else of the project (no description, cover, gallery or film).
 */
export function ProjectPasswordGate({ id, title }: { id: number; title: string }) {
  return (
    <div className="pb-24 pt-36 sm:pb-32 sm:pt-48">
      <Container className="max-w-3xl">
        <p className="eyebrow text-accent-strong">Private project</p>
        <h1 className="mt-5 font-display text-display text-balance text-ink">{title}</h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
          This work is shared privately. Enter the password you were given to view it.
        </p>
        <div className="mt-12 max-w-md border-t border-line pt-10">
          <PasswordForm action={unlockProjectAction.bind(null, id)} />
        </div>
      </Container>
    </div>
  );
}
