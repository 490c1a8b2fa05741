import type { GalleryItem } from '@/server/db/schema';
import type { SelectedRow } from '@/server/db/columns';
import type { loadProjectDetail, loadPublicProjects, projectGateColumns } from './queries';

export type { GalleryItem };

/** What a project card shows (the public read): its cover is cover_image, else the first gallery image, else null. */
export type ProjectSummary = Awaited<ReturnType<typeof loadPublicProjects>>[number];

/** A project's own page. */
export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof loadProjectDetail>>>;

export type ProjectNeighbour = Pick<ProjectSummary, 'id' | 'title'>;

/** Who may see a project: server-only (it holds the password's hash). */
export type ProjectGate = SelectedRow<typeof projectGateColumns>;

export type ProjectVisibility = ProjectGate['visibility'];
