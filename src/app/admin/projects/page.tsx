import type { Metadata } from 'next';
import { connection } from 'next/server';
import { env } from '@/env';
import { requireAdminPage } from '@/server/auth/guard';
import { getAdminCategories, getAdminProjects } from '@/features/projects/admin-queries';
import { ProjectsManager } from '@/features/projects/components/admin/projects-manager';

export const metadata: Metadata = { title: 'Projects' };

export default async function AdminProjectsPage() {
  await connection();
  await requireAdminPage();
  const [projects, categories] = await Promise.all([getAdminProjects(), getAdminCategories()]);
  return (
    <ProjectsManager
      projects={projects}
      categories={categories.map(({ id, name }) => ({ id, name }))}
      siteUrl={env().SITE_URL}
    />
  );
}
