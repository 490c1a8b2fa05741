import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Container } from '@/components/ui/container';
import { getProjectCategories, getPublicProjects } from '@/features/projects/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteSettings } from '@/features/settings/queries';
import { ProjectBrowser } from './_components/project-browser';
import { ProjectsHeader } from './_components/projects-header';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const { ownerName } = await getSiteSettings();
  return pageMetadata({
    title: 'Projects',
    description: `Selected architectural visualisation, product, spatial and real-time work${ownerName ? ` by ${ownerName}` : ''}: homes, pavilions, exhibitions and objects, from the first sketch to the final frame.`,
    path: '/projects',
  });
}

export default async function ProjectsPage() {
  await connection();
  const [projects, categories] = await Promise.all([getPublicProjects(), getProjectCategories()]);
  return (
    <div className="pb-24 pt-32 sm:pb-32 sm:pt-40">
      <Container>
        <ProjectsHeader count={projects.length} />
        <div className="mt-12 sm:mt-16">
          <ProjectBrowser projects={projects} categories={categories.map((c) => c.name)} />
        </div>
      </Container>
    </div>
  );
}
