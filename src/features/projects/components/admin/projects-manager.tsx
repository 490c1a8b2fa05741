'use client';

import { useCallback } from 'react';
import Link from 'next/link';
import { EyeOff, FolderKanban, Lock, Plus, Star, Tags } from 'lucide-react';
import {
  IconButton,
  ManagerCard,
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerGrid,
  RowActions,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { SmartImage } from '@/components/ui/smart-image';
import {
  createProject,
  deleteProject,
  moveProject,
  setProjectFeatured,
  updateProject,
} from '../../actions';
import type { AdminProject } from '../../admin-queries';
import { DEFAULT_PROJECT_CATEGORY, VISIBILITY_LABELS } from '../../schemas';
import { ProjectFormFields, toEmbedUrl, type ProjectForm } from './project-form';

type Category = { id: number; name: string };

const UPDATED = toastTexts('Project updated successfully', 'Failed to update project');
const CREATED = toastTexts('Project created successfully', 'Failed to create project');
const DELETED = toastTexts('Project deleted successfully', 'Failed to delete project');

export function ProjectsManager({
  projects,
  categories,
  siteUrl,
}: {
  projects: AdminProject[];
  categories: Category[];
  /** the public origin, for the links 'Copy link' copies */
  siteUrl: string;
}) {
  const mutation = useAdminMutation();
  const { pending, run } = mutation;

  const empty = useCallback((): ProjectForm => {
    const fallback = categories.find((c) => c.name === DEFAULT_PROJECT_CATEGORY) ?? categories[0];
    return {
      title: '',
      description: '',
      details: '',
      categoryId: fallback ? String(fallback.id) : '',
      client: '',
      year: '',
      location: '',
      website: '',
      projectDate: '',
      images: [],
      youtubeVideos: [],
      featured: false,
      coverImage: '',
      coverAlt: '',
      visibility: 'public',
      password: '',
    };
  }, [categories]);
  const fromItem = useCallback(
    (p: AdminProject): ProjectForm => ({
      title: p.title,
      description: p.description ?? '',
      details: p.details ?? '',
      categoryId: p.categoryId ? String(p.categoryId) : '',
      client: p.client ?? '',
      year: p.year ?? '',
      location: p.location ?? '',
      website: p.website ?? '',
      projectDate: p.projectDate ?? '',
      images: p.images,
      youtubeVideos: p.youtubeVideos,
      featured: p.featured,
      coverImage: p.coverImage ?? '',
      coverAlt: p.coverAlt ?? '',
      visibility: p.visibility,
      password: '',
    }),
    [],
  );
  const dialog = useManagerDialog<AdminProject, ProjectForm>(empty, fromItem);
  const editing = dialog.editing;

  const save = useManagerSave(dialog, mutation, { add: CREATED, edit: UPDATED }, (form, item) => {
    const input = {
      ...form,
      categoryId: form.categoryId ? Number(form.categoryId) : null,
      // a link still in focus is converted too
      youtubeVideos: form.youtubeVideos.map(toEmbedUrl).filter((v) => v.trim() !== ''),
    };
    return item ? updateProject({ ...input, id: item.id }) : createProject(input);
  });

  const addProject = (
    <Button size="sm" onClick={dialog.openCreate}>
      <Plus aria-hidden /> Add Project
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description="The portfolio: add, edit, feature and order the projects shown on the site."
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href="/admin/projects/categories">
                <Tags aria-hidden /> Categories
              </Link>
            </Button>
            {addProject}
          </>
        }
      />

      {projects.length === 0 ? (
        <ManagerEmptyState
          icon={FolderKanban}
          message="No projects yet"
          hint="Add your first project to start the portfolio."
          action={addProject}
        />
      ) : (
        <ManagerGrid aria-label="Projects">
          {projects.map((project, index) => (
            <ManagerCard
              key={project.id}
              label={project.title}
              media={
                <div className="relative aspect-[4/3] bg-sand">
                  {project.shownCover.src ? (
                    <SmartImage
                      src={project.shownCover.src}
                      alt={project.shownCover.alt}
                      fill
                      sizes="(min-width: 1536px) 30vw, (min-width: 640px) 45vw, 100vw"
                      className="object-cover"
                    />
                  ) : (
                    <div className="flex h-full items-center justify-center text-sm text-muted">
                      No cover image
                    </div>
                  )}
                  {project.featured ? (
                    <Badge tone="strong" className="absolute top-3 left-3">
                      <Star aria-hidden className="size-3 fill-accent text-accent" /> Featured
                    </Badge>
                  ) : null}
                  {project.visibility !== 'public' ? (
                    <Badge tone="outline" className="absolute top-3 right-3 bg-white">
                      {project.visibility === 'password' ? (
                        <Lock aria-hidden className="size-3" />
                      ) : (
                        <EyeOff aria-hidden className="size-3" />
                      )}
                      {VISIBILITY_LABELS[project.visibility]}
                    </Badge>
                  ) : null}
                </div>
              }
              footer={
                <RowActions
                  item={project}
                  label={project.title}
                  mutation={mutation}
                  position={{ index, count: projects.length }}
                  updates={{ toasts: UPDATED, move: moveProject }}
                  deletes={{ action: deleteProject, toasts: DELETED }}
                  dialog={dialog}
                  confirmDelete={{ title: (p) => `Delete "${p.title}"? This cannot be undone.` }}
                  group="flex items-center"
                >
                  <CopyLinkButton
                    url={`${siteUrl}/projects/${project.id}`}
                    label={`Copy the link to "${project.title}"`}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  />
                  <IconButton
                    icon={Star}
                    tone={project.featured ? 'accent' : 'default'}
                    className={project.featured ? '[&_svg]:fill-accent' : undefined}
                    label={
                      project.featured
                        ? `Unfeature "${project.title}"`
                        : `Feature "${project.title}"`
                    }
                    aria-pressed={project.featured}
                    disabled={pending}
                    onClick={() =>
                      void run(
                        () => setProjectFeatured({ id: project.id, featured: !project.featured }),
                        UPDATED,
                      )
                    }
                  />
                </RowActions>
              }
            >
              <p className="text-xs font-medium tracking-[0.12em] text-accent-strong uppercase">
                {project.category ?? 'No category'}
                {project.year ? <span className="text-muted"> · {project.year}</span> : null}
              </p>
              <h2 className="font-display text-2xl leading-tight text-ink">{project.title}</h2>
              {project.client ? <p className="text-sm text-ink-soft">{project.client}</p> : null}
              {project.description ? (
                <p className="line-clamp-3 text-sm leading-relaxed text-muted">
                  {project.description}
                </p>
              ) : null}
              <p className="text-xs text-muted">
                {project.images.length} gallery {project.images.length === 1 ? 'item' : 'items'}
                {project.youtubeVideos.length > 0
                  ? ` · ${project.youtubeVideos.length} ${project.youtubeVideos.length === 1 ? 'video' : 'videos'}`
                  : ''}
              </p>
            </ManagerCard>
          ))}
        </ManagerGrid>
      )}

      <ManagerDialogForm
        dialog={dialog}
        size="lg"
        title={editing ? 'Edit Project' : 'Add Project'}
        description={
          editing
            ? `Changes to "${editing.title}" show on the site straight away.`
            : 'A new project joins the end of the portfolio.'
        }
        submitLabel={editing ? 'Update Project' : 'Create Project'}
        pending={pending}
        onSubmit={save}
      >
        <ProjectFormFields
          form={dialog.form}
          errors={dialog.errors}
          set={dialog.set}
          categories={categories}
          hasPassword={editing?.hasPassword ?? false}
        />
      </ManagerDialogForm>
    </>
  );
}
