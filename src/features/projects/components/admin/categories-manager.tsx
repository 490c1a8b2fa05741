'use client';

import Link from 'next/link';
import { ArrowLeft, Tags } from 'lucide-react';
import {
  declaredForm,
  defineManager,
  Detail,
  field,
  Manager,
  toastTexts,
} from '@/components/admin';
import { Button } from '@/components/ui/button';
import { createCategory, deleteCategory, moveCategory, renameCategory } from '../../actions';
import type { AdminCategory } from '../../admin-queries';
import { categorySchema, projectCount } from '../../schemas';

// Category create, update and delete show the server's message, falling back to the
// documented wording.
const categories = defineManager<AdminCategory>()({
  id: 'category',
  schema: categorySchema,
  form: declaredForm({
    name: field.text({
      label: 'Category name',
      required: true,
      maxLength: 100,
      autoComplete: 'off',
    }),
  }),
  placement: 'side-add',
  texts: {
    add: {
      title: 'Add Category',
      submit: 'Add Category',
      description: 'New categories join the end of the list.',
    },
    edit: {
      title: 'Rename Category',
      submit: 'Save',
      description: 'Projects in this category follow the new name.',
    },
    size: 'sm',
    editVerb: 'Rename',
  },
  actions: {
    create: createCategory,
    update: renameCategory,
    delete: deleteCategory,
    move: moveCategory,
  },
  confirmDelete: {
    title: 'Are you sure you want to delete this category?',
    description: (category) => `"${category.name}" will be removed from the projects page filters.`,
  },
  toasts: {
    create: toastTexts('Category created successfully', 'Failed to create category', 'server'),
    update: toastTexts('Category updated successfully', 'Failed to update category', 'server'),
    delete: toastTexts('Category deleted successfully', 'Failed to delete category', 'server'),
  },
  empty: {
    icon: Tags,
    message: 'No categories yet',
    hint: 'Add the first category with the form.',
  },
  show: {
    label: 'Categories',
    layout: 'rows',
    name: (category) => category.name,
    details: (category) => (
      <Detail tone="note">
        {category.projectCount === 0
          ? 'Not used by any project'
          : `Used by ${projectCount(category.projectCount)}`}
      </Detail>
    ),
  },
});

export function CategoriesManager({ categories: items }: { categories: AdminCategory[] }) {
  return (
    <Manager
      definition={categories}
      items={items}
      page={{
        title: 'Project Categories',
        description:
          'The filter buttons of the projects page, in this order. Renaming a category renames it on every project that uses it.',
        links: (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/projects">
              <ArrowLeft aria-hidden /> Projects
            </Link>
          </Button>
        ),
      }}
    />
  );
}
