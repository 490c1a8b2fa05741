'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import { FolderKanban, Tags } from 'lucide-react';
import { defineManager, Manager, valuesLike, type FormModel } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import {
  createProject,
  deleteProject,
  moveProject,
  setProjectFeatured,
  updateProject,
} from '../../actions';
import type { AdminProject } from '../../admin-queries';
import { DEFAULT_PROJECT_CATEGORY, projectSchema } from '../../schemas';
import { ProjectCardBody, ProjectCardMedia } from './project-card';
import { ProjectFormFields, toEmbedUrl, type ProjectForm } from './project-form';

type Category = { id: number; name: string };

// The project dialog's four collapsible sections are a form of their own: its model says how
// it starts (in the documented default category), how a project fills it and how it is drawn.
function projectForm(categories: Category[]): FormModel<ProjectForm, AdminProject> {
  const fallback = categories.find((c) => c.name === DEFAULT_PROJECT_CATEGORY) ?? categories[0];
  const empty: ProjectForm = {
    title: '',
    slug: '',
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
  return {
    initial: () => ({ ...empty }),
    // no category is no category, not the default; a stored password is never shown
    load: (stored) => ({
      ...valuesLike(empty, stored),
      categoryId: (stored as AdminProject).categoryId?.toString() ?? '',
      password: '',
    }),
    render: ({ values, errors, set, editing }) => (
      <ProjectFormFields
        form={values}
        errors={errors}
        set={set}
        categories={categories}
        hasPassword={editing?.hasPassword ?? false}
        saved={editing ? { id: editing.id, slug: editing.slug } : null}
      />
    ),
  };
}

const projectsManager = (categories: Category[], siteUrl: string) =>
  defineManager<AdminProject>()({
    id: 'project',
    schema: projectSchema,
    placement: 'dialog',
    form: projectForm(categories),
    toInput: (form) => ({
      ...form,
      categoryId: form.categoryId ? Number(form.categoryId) : null,
      // a link still in focus is converted too
      youtubeVideos: form.youtubeVideos.map(toEmbedUrl).filter((v) => v.trim() !== ''),
    }),
    texts: {
      add: {
        title: 'Add Project',
        submit: 'Create Project',
        description: 'A new project joins the end of the portfolio.',
      },
      edit: {
        title: 'Edit Project',
        submit: 'Update Project',
        description: (project) => `Changes to "${project.title}" show on the site straight away.`,
      },
      size: 'lg',
    },
    actions: {
      create: createProject,
      update: updateProject,
      delete: deleteProject,
      move: moveProject,
    },
    featured: {
      of: (project) => project.featured,
      set: ({ id, value }) => setProjectFeatured({ id, featured: value }),
    },
    confirmDelete: { title: (project) => `Delete "${project.title}"? This cannot be undone.` },
    toasts: {
      create: ['Project created successfully', 'Failed to create project'],
      update: ['Project updated successfully', 'Failed to update project'],
      delete: ['Project deleted successfully', 'Failed to delete project'],
    },
    empty: {
      icon: FolderKanban,
      message: 'No projects yet',
      hint: 'Add your first project to start the portfolio.',
    },
    show: {
      label: 'Projects',
      layout: 'cards',
      name: (project) => project.title,
      media: (project) => <ProjectCardMedia project={project} />,
      body: (project) => <ProjectCardBody project={project} />,
      actions: (project) => (
        <CopyLinkButton
          url={`${siteUrl}/projects/${project.slug}`}
          label={`Copy link to "${project.title}"`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        />
      ),
    },
  });

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
  const definition = useMemo(() => projectsManager(categories, siteUrl), [categories, siteUrl]);
  return (
    <Manager
      definition={definition}
      items={projects}
      page={{
        title: 'Projects',
        description: 'The portfolio: add, edit, feature and order the projects shown on the site.',
        links: (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/projects/categories">
              <Tags aria-hidden /> Categories
            </Link>
          </Button>
        ),
      }}
    />
  );
}
