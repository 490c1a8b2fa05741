'use client';

import { useCallback } from 'react';
import Link from 'next/link';
import { ArrowLeft, Tags } from 'lucide-react';
import {
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerList,
  ManagerPanel,
  ManagerRow,
  ManagerSplit,
  RowActions,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createCategory, deleteCategory, moveCategory, renameCategory } from '../../actions';
import type { AdminCategory } from '../../admin-queries';
import { projectCount } from '../../schemas';

type Form = { name: string };

// Category create, update and delete show the server's message, falling back to
// the documented wording.
const CREATE = toastTexts('Category created successfully', 'Failed to create category', 'server');
const UPDATE = toastTexts('Category updated successfully', 'Failed to update category', 'server');
const DELETE = toastTexts('Category deleted successfully', 'Failed to delete category', 'server');

export function CategoriesManager({ categories }: { categories: AdminCategory[] }) {
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const empty = useCallback((): Form => ({ name: '' }), []);
  const fromItem = useCallback((c: AdminCategory): Form => ({ name: c.name }), []);
  const addForm = useManagerDialog<AdminCategory, Form>(empty, fromItem);
  const dialog = useManagerDialog<AdminCategory, Form>(empty, fromItem);
  const add = useManagerSave(addForm, mutation, CREATE, (form) => createCategory(form));
  // the dialog opens only to rename a category
  const rename = useManagerSave(dialog, mutation, UPDATE, ({ name }, editing) =>
    renameCategory({ id: editing!.id, name }),
  );

  return (
    <>
      <AdminPageHeader
        title="Project Categories"
        description="The filter buttons of the projects page, in this order. Renaming a category renames it on every project that uses it."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/projects">
              <ArrowLeft aria-hidden /> Projects
            </Link>
          </Button>
        }
      />
      <ManagerSplit
        form={
          <ManagerPanel title="Add Category" description="New categories join the end of the list.">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                add();
              }}
              className="space-y-4"
            >
              <FormField
                id="category-name"
                label="Category name"
                required
                error={addForm.errors.name}
              >
                <Input
                  {...addForm.bind('name', 'category-name')}
                  required
                  maxLength={100}
                  autoComplete="off"
                />
              </FormField>
              <Button type="submit" size="sm" disabled={pending}>
                Add Category
              </Button>
            </form>
          </ManagerPanel>
        }
      >
        {categories.length === 0 ? (
          <ManagerEmptyState
            icon={Tags}
            message="No categories yet"
            hint="Add the first category with the form."
          />
        ) : (
          <ManagerList aria-label="Categories">
            {categories.map((category, index) => (
              <ManagerRow
                key={category.id}
                label={category.name}
                highlighted={dialog.editing?.id === category.id}
                actions={
                  <RowActions
                    item={category}
                    label={category.name}
                    mutation={mutation}
                    position={{ index, count: categories.length }}
                    updates={{ toasts: UPDATE, move: moveCategory }}
                    deletes={{ action: deleteCategory, toasts: DELETE }}
                    editVerb="Rename"
                    dialog={dialog}
                    confirmDelete={{
                      title: 'Are you sure you want to delete this category?',
                      description: (c) =>
                        `"${c.name}" will be removed from the projects page filters.`,
                    }}
                  />
                }
              >
                <p className="truncate font-medium text-ink">{category.name}</p>
                <p className="text-xs text-muted">
                  {category.projectCount === 0
                    ? 'Not used by any project'
                    : `Used by ${projectCount(category.projectCount)}`}
                </p>
              </ManagerRow>
            ))}
          </ManagerList>
        )}
      </ManagerSplit>

      <ManagerDialogForm
        dialog={dialog}
        size="sm"
        title="Rename Category"
        description="Projects in this category follow the new name."
        submitLabel="Save"
        pending={pending}
        onSubmit={rename}
      >
        <FormField id="category-rename" label="Category name" required error={dialog.errors.name}>
          <Input
            {...dialog.bind('name', 'category-rename')}
            required
            maxLength={100}
            autoComplete="off"
          />
        </FormField>
      </ManagerDialogForm>
    </>
  );
}
