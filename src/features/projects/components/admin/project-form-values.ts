import type { fieldBinding } from '@/components/admin';
import type { GalleryItem } from '@/server/db/schema';
import { youtubeId } from '../../youtube';
import type { ProjectVisibility } from '../../types';

export type ProjectForm = {
  title: string;
  slug: string;
  description: string;
  details: string;
  categoryId: string;
  client: string;
  year: string;
  location: string;
  website: string;
  projectDate: string;
  images: GalleryItem[];
  youtubeVideos: string[];
  featured: boolean;
  coverImage: string;
  coverAlt: string;
  visibility: ProjectVisibility;
  /** a new password; '' keeps the stored one */
  password: string;
};

type Binding = typeof fieldBinding<ProjectForm>;

/** What each part of the project dialog is handed: the values, their errors and the setter. */
export type ProjectFields = {
  form: ProjectForm;
  errors: Record<string, string>;
  set: Parameters<Binding>[2];
  /** a text control's value, change handler and error attributes, with the id project-<key> */
  text: (key: Parameters<Binding>[3]) => ReturnType<Binding>;
};

/** A YouTube link in any of its forms as its embed URL; anything unrecognised is kept as typed. */
export function toEmbedUrl(value: string): string {
  const id = youtubeId(value);
  return id ? `https://www.youtube.com/embed/${id}` : value;
}
