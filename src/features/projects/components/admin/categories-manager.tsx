'use client';

import { useCallback, useState } from 'react';
import Link from 'next/link';
import { ArrowLeft, Tags } from 'lucide-react';
import {
  ConfirmDeleteDialog,
  EditDeleteButtons,
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerList,
  ManagerPanel,
  ManagerRow,
  ManagerSplit,
  ReorderButtons,
  useAdminMutation,
  useFormFields,
  useManagerDialog,
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
const CREATE = {
  success: 'Category created successfully',
  failure: 'Failed to create category',
  failureStyle: 'server',
} as const;
const UPDATE = {
  success: 'Category updated successfully',
  failure: 'Failed to update category',
  failureStyle: 'server',
} as const;
const DELETE = {
  success: 'Category deleted successfully',
  failure: 'Failed to delete category',
  failureStyle: 'server',
} as const;

export function CategoriesManager({ categories }: { categories: AdminCategory[] }) {
  const { pending, run } = useAdminMutation();
  const addForm = useFormFields<Form>({ name: '' });
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const empty = useCallback((): Form => ({ name: '' }), []);
  const fromItem = useCallback((c: AdminCategory): Form => ({ name: c.name }), []);
  const dialog = useManagerDialog<AdminCategory, Form>(empty, fromItem);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    await run(() => createCategory(addForm.form), CREATE, {
      onSuccess: () => {
        addForm.setForm({ name: '' });
        addForm.setErrors({});
      },
      onFailure: (outcome) => addForm.setErrors(outcome.fieldErrors ?? {}),
    });
  };

  const rename = () => {
    const target = dialog.editing;
    if (!target) return;
    void run(
      () => renameCategory({ id: target.id, name: dialog.form.name }),
      UPDATE,
      dialog.afterSave,
    );
  };

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
            <form onSubmit={add} className="space-y-4">
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
                  <>
                    <ReorderButtons
                      label={category.name}
                      isFirst={index === 0}
                      isLast={index === categories.length - 1}
                      disabled={pending}
                      onMove={(direction) =>
                        void run(() => moveCategory({ id: category.id, direction }), {
                          ...UPDATE,
                          success: null,
                        })
                      }
                    />
                    <EditDeleteButtons
                      label={category.name}
                      editVerb="Rename"
                      onEdit={() => dialog.openEdit(category)}
                      onDelete={() => setDeleting(category)}
                    />
                  </>
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

      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Are you sure you want to delete this category?"
        description={(category) =>
          `"${category.name}" will be removed from the projects page filters.`
        }
        onConfirm={(category) => run(() => deleteCategory({ id: category.id }), DELETE)}
      />
    </>
  );
}
