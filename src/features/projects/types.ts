import type { GalleryItem } from '@/server/db/schema';

export type { GalleryItem };

/** What a project card shows (the public read). */
export type ProjectSummary = {
  id: number;
  title: string;
  /** cover_image, else the first gallery image, else null */
  coverImage: string | null;
  coverAlt: string;
  featured: boolean;
  category: string | null;
  description: string | null;
  client: string | null;
};

/** A project's own page. */
export type ProjectDetail = ProjectSummary & {
  details: string | null;
  year: string | null;
  location: string | null;
  website: string | null;
  /** ISO date (yyyy-mm-dd) */
  projectDate: string | null;
  images: GalleryItem[];
  youtubeVideos: string[];
  updatedAt: string;
  createdAt: string;
};

export type ProjectNeighbour = { id: number; title: string };

export type ProjectVisibility = 'public' | 'unlisted' | 'password';

/** Who may see a project: server-only (it holds the password's hash). */
export type ProjectGate = {
  id: number;
  visibility: ProjectVisibility;
  passwordHash: string | null;
};
