'use client';

import { ExternalLink, Newspaper } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CardThumb, defineManager, field, Manager } from '@/components/admin';
import { mediaField } from '@/features/media/picker';
import type { AdminPressArticle } from '../../admin-queries';
import { deletePressArticle, savePressArticle } from '../../actions';
import { pressArticleSchema, today } from '../../schemas';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const press = defineManager<AdminPressArticle>()({
  id: 'press',
  schema: pressArticleSchema,
  placement: 'dialog',
  fields: {
    title: field.title(),
    publication: field.text({ label: 'Publication', width: 'half' }),
    date: field.text({ label: 'Date', type: 'date', width: 'half', initial: today }),
    category: field.text({ label: 'Category', placeholder: 'Feature', width: 'half' }),
    externalLink: field.text({
      label: 'Link to the article',
      type: 'url',
      placeholder: 'https://',
      width: 'half',
    }),
    excerpt: field.textarea({ label: 'Excerpt' }),
    imageUrl: mediaField({ label: 'Image' }),
    isFeatured: field.toggle({ label: 'Featured', width: 'half' }),
    displayOrder: field.order({ hint: 'Orders articles of the same date.', width: 'half' }),
  },
  texts: {
    add: {
      title: 'Add Article',
      submit: 'Create Article',
      description: "Coverage and news, listed newest first in the landing page's News and press.",
    },
    edit: { title: 'Edit Article', submit: 'Update Article' },
    size: 'lg',
  },
  actions: { save: savePressArticle, delete: deletePressArticle },
  toasts: {
    create: ['Article created', 'Failed to save article'],
    update: ['Article updated', 'Failed to save article'],
    delete: ['Article deleted', 'Failed to delete article'],
  },
  empty: { icon: Newspaper, message: 'No press articles yet. Add your first article!' },
  show: {
    label: 'Press articles',
    layout: 'cards',
    name: (article) => article.title,
    summary: { noun: 'article', order: 'newest first' },
    media: (article) => (
      <CardThumb url={article.imageUrl} alt={article.title} placeholder={Newspaper} />
    ),
    badges: (article) => (
      <>
        <time dateTime={article.date} className="text-xs text-muted">
          {longDate.format(new Date(`${article.date}T00:00:00Z`))}
        </time>
        {article.category ? <Badge tone="outline">{article.category}</Badge> : null}
        {article.isFeatured ? <Badge tone="accent">Featured</Badge> : null}
      </>
    ),
    details: (article) => [article.publication && { strong: article.publication }, article.excerpt],
    footer: (article) =>
      article.externalLink ? (
        <a
          href={article.externalLink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 rounded px-2 text-xs text-muted hover:text-ink"
        >
          <ExternalLink className="size-3.5" aria-hidden /> Read
        </a>
      ) : null,
  },
});

export function PressManager({ articles }: { articles: AdminPressArticle[] }) {
  return <Manager definition={press} items={articles} />;
}
