import {
  Award,
  CalendarClock,
  CircleUserRound,
  FolderKanban,
  HelpCircle,
  History,
  Image as ImageIcon,
  Inbox,
  LayoutDashboard,
  Images,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  NotebookPen,
  PoundSterling,
  Scale,
  Settings,
  Signpost,
  Sparkles,
  UserRound,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

// The admin sidebar, group by group.

export type AdminNavItem = { label: string; href: string; icon: LucideIcon; aliases?: string[] };
export type AdminNavGroup = {
  id: string;
  label: string | null;
  items: AdminNavItem[];
  /** collapsible groups carry their default; the others are always open */
  collapsible?: { defaultOpen: boolean };
};

export const ADMIN_NAV: AdminNavGroup[] = [
  {
    id: 'overview',
    label: null,
    items: [
      { label: 'Dashboard', href: '/admin', icon: LayoutDashboard, aliases: ['/admin/dashboard'] },
    ],
  },
  {
    id: 'content',
    label: 'Content Management',
    collapsible: { defaultOpen: true },
    items: [
      { label: 'Hero Carousel', href: '/admin/content/hero', icon: Images },
      { label: 'About Section', href: '/admin/content/about', icon: UserRound },
      { label: 'Services', href: '/admin/content/services', icon: Sparkles },
      { label: 'Clients', href: '/admin/content/clients', icon: Users },
      { label: 'Awards', href: '/admin/content/awards', icon: Award },
      { label: 'Press & News', href: '/admin/content/press', icon: Newspaper },
      { label: 'Pricing Guide', href: '/admin/content/pricing', icon: PoundSterling },
      { label: 'Blog', href: '/admin/blog', icon: NotebookPen },
      { label: 'FAQ', href: '/admin/faq', icon: HelpCircle },
      { label: 'Legal Pages', href: '/admin/content/legal', icon: Scale },
    ],
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    items: [
      { label: 'Projects', href: '/admin/projects', icon: FolderKanban },
      { label: 'Videos', href: '/admin/videos', icon: Video },
    ],
  },
  {
    id: 'forms',
    label: 'Forms & Submissions',
    collapsible: { defaultOpen: false },
    items: [
      {
        label: 'Contact Forms',
        href: '/admin/submissions',
        icon: Inbox,
        aliases: ['/admin/forms'],
      },
      { label: 'Consultations', href: '/admin/consultations', icon: MessagesSquare },
      { label: 'Bookings', href: '/admin/bookings', icon: CalendarClock },
      { label: 'Saved replies', href: '/admin/saved-replies', icon: MessageSquareText },
    ],
  },
  {
    id: 'media-settings',
    label: 'Media & Settings',
    items: [
      { label: 'Media Library', href: '/admin/media', icon: ImageIcon },
      { label: 'Settings', href: '/admin/settings', icon: Settings },
      { label: 'Redirects', href: '/admin/redirects', icon: Signpost },
      { label: 'Activity', href: '/admin/activity', icon: History },
    ],
  },
];

export const ACCOUNT_ITEM: AdminNavItem = {
  label: 'Your Account',
  href: '/admin/account',
  icon: CircleUserRound,
};

/** Whether a nav item is the current page: its own path, an alias, or a page below it. */
export function isCurrent(item: AdminNavItem, pathname: string): boolean {
  const paths = [item.href, ...(item.aliases ?? [])];
  if (item.href === '/admin') return paths.includes(pathname);
  return paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
