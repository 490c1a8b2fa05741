'use client';

import { Tags } from 'lucide-react';
import { defineManager, Manager, namedItems } from '@/components/admin';
import { createCategory, deleteCategory, moveCategory, renameCategory } from '../../actions';
import type { AdminCategory } from '../../admin-queries';
import { categorySchema, projectCount } from '../../schemas';

// Category create, update and delete show the server's message, falling back to the
// documented wording.
const categories = defineManager<AdminCategory>()({
  id: 'category',
  schema: categorySchema,
  placement: 'side-add',
  ...namedItems('Category', {
    add: 'New categories join the end of the list.',
    rename: 'Projects in this category follow the new name.',
  }),
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
    create: ['Category created successfully', 'Failed to create category', 'server'],
    update: ['Category updated successfully', 'Failed to update category', 'server'],
    delete: ['Category deleted successfully', 'Failed to delete category', 'server'],
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
    details: (category) => [
      {
        note:
          category.projectCount === 0
            ? 'Not used by any project'
            : `Used by ${projectCount(category.projectCount)}`,
      },
    ],
  },
});

export function CategoriesManager({ categories: items }: { categories: AdminCategory[] }) {
  return <Manager definition={categories} items={items} />;
}
