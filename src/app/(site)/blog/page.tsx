import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Home } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { postCategories } from '@/features/blog/categories';
import { getPublishedPosts } from '@/features/blog/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { BlogBrowser } from './_components/blog-browser';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Design Insights & Stories',
    description:
      'Notes from the studio on architectural visualisation, interiors, product design, real-time rendering and sustainable practice: how projects are made, and why.',
    path: '/blog',
  });
}

export default async function BlogPage() {
  await connection();
  const posts = await getPublishedPosts();
  return (
    <div className="pb-24 pt-28 sm:pb-32 sm:pt-36">
      <Container>
        <Button asChild variant="outline" size="sm">
          <a href="/">
            <Home aria-hidden />
            Home
          </a>
        </Button>
        <header className="mt-10 grid gap-8 border-b border-line pb-12 sm:pb-16 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-7">
            <p className="mb-5 eyebrow text-accent-strong">The Journal</p>
            <h1 className="font-display text-display text-ink">Design Insights &amp; Stories</h1>
          </div>
          <p className="max-w-xl text-lg leading-relaxed text-muted lg:col-span-5 lg:pb-3">
            Working notes on light, material and the craft of making buildings, objects and spaces
            legible before they exist: case studies, techniques and the occasional opinion.
          </p>
        </header>
        <div className="mt-10 sm:mt-12">
          <BlogBrowser posts={posts} categories={postCategories(posts)} />
        </div>
      </Container>
    </div>
  );
}
