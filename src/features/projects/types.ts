import type { GalleryItem } from '@/server/db/schema';
import type { SelectedRow } from '@/server/db/columns';
import type { loadProjectDetail, loadPublicProjects, projectGateColumns } from './queries';

export type { GalleryItem };

/** What a project card shows (the public read): its cover is cover_image, else the first gallery image, else null. */
export type ProjectSummary = Awaited<ReturnType<typeof loadPublicProjects>>[number] & {
  /** the cover's object-position (its focal point), null for the centre */
  focus: string | null;
};

/** A project's own page. */
export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof loadProjectDetail>>> & {
  /** the object-position of each of its images that has a focal point, by address */
  focus: Record<string, string>;
};

export type ProjectNeighbour = Pick<ProjectSummary, 'id' | 'slug' | 'title'>;

/** Who may see a project: server-only (it holds the password's hash). */
export type ProjectGate = SelectedRow<typeof projectGateColumns>;

export type ProjectVisibility = ProjectGate['visibility'];
