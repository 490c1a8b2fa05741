import Link from 'next/link';
import { ArrowRight, Plus, Settings, Upload, Video, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { card } from './dashboard-parts';

// The dashboard's shortcuts to the screens the owner opens most.

const QUICK_ACTIONS: { label: string; description: string; href: string; icon: LucideIcon }[] = [
  {
    label: 'Manage Projects',
    description: 'Add, edit and order portfolio work',
    href: '/admin/projects',
    icon: Plus,
  },
  {
    label: 'Manage Videos',
    description: 'Showcase films on the home page',
    href: '/admin/videos',
    icon: Video,
  },
  {
    label: 'Media Library',
    description: 'Upload and find images and video',
    href: '/admin/media',
    icon: Upload,
  },
  {
    label: 'Site Settings',
    description: 'Title, contact details and SEO',
    href: '/admin/settings',
    icon: Settings,
  },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-sm font-semibold text-ink">
        Quick Actions
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {QUICK_ACTIONS.map(({ label, description, href, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className={cn(
              card,
              'group flex items-center gap-3 p-4 transition-colors duration-200 hover:border-ink/25',
            )}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-ink text-paper">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">{label}</span>
              <span className="block text-xs leading-snug text-muted">{description}</span>
            </span>
            <ArrowRight
              className="ml-auto size-4 shrink-0 text-muted transition-transform duration-200 group-hover:translate-x-0.5 group-hover:text-ink"
              aria-hidden
            />
          </Link>
        ))}
      </div>
    </section>
  );
}
