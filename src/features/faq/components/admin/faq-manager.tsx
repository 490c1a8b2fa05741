'use client';

import { useCallback, useState } from 'react';
import { CircleHelp, Plus } from 'lucide-react';
import {
  ConfirmDeleteDialog,
  EditDeleteButtons,
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerList,
  ManagerPanel,
  ManagerRow,
  ReorderButtons,
  useAdminMutation,
  useManagerDialog,
} from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import {
  createFaqCategory,
  createFaqEntry,
  deleteFaqCategory,
  deleteFaqEntry,
  moveFaqCategory,
  moveFaqEntry,
  renameFaqCategory,
  updateFaqEntry,
} from '../../actions';
import type { FaqCategory, FaqEntry } from '../../queries';

type CategoryForm = { name: string };
type EntryForm = { categoryId: string; question: string; answer: string };

const SAVE_CATEGORY = { failure: 'Failed to save FAQ category', failureStyle: 'server' } as const;
const SAVE_QUESTION = { failure: 'Failed to save question', failureStyle: 'server' } as const;

function questions(n: number) {
  return n === 1 ? '1 question' : `${n} questions`;
}

export function FaqManager({ categories }: { categories: FaqCategory[] }) {
  const { pending, run } = useAdminMutation();
  const [deleting, setDeleting] = useState<FaqCategory | null>(null);

  const categoryDialog = useManagerDialog<FaqCategory, CategoryForm>(
    useCallback(() => ({ name: '' }), []),
    useCallback((c: FaqCategory) => ({ name: c.name }), []),
  );
  const entryDialog = useManagerDialog<FaqEntry, EntryForm>(
    useCallback(
      () => ({
        categoryId: String(categories[0]?.id ?? ''),
        question: '',
        answer: '',
      }),
      [categories],
    ),
    useCallback(
      (e: FaqEntry) => ({
        categoryId: String(e.categoryId),
        question: e.question,
        answer: e.answer,
      }),
      [],
    ),
  );

  // a new question starts in the category whose button opened the dialog
  const addQuestion = (categoryId: number) => {
    entryDialog.openCreate();
    entryDialog.set('categoryId', String(categoryId));
  };

  const saveCategory = () => {
    const editing = categoryDialog.editing;
    const name = categoryDialog.form.name;
    void run(
      () => (editing ? renameFaqCategory({ id: editing.id, name }) : createFaqCategory({ name })),
      { ...SAVE_CATEGORY, success: editing ? 'FAQ category updated' : 'FAQ category created' },
      categoryDialog.afterSave,
    );
  };

  const saveEntry = () => {
    const editing = entryDialog.editing;
    const input = { ...entryDialog.form, categoryId: Number(entryDialog.form.categoryId) };
    void run(
      () => (editing ? updateFaqEntry({ ...input, id: editing.id }) : createFaqEntry(input)),
      { ...SAVE_QUESTION, success: editing ? 'Question updated' : 'Question added' },
      entryDialog.afterSave,
    );
  };

  const entryField = (key: keyof EntryForm) => entryDialog.bind(key, `faq-${key}`);

  const addCategory = (
    <Button size="sm" onClick={categoryDialog.openCreate}>
      <Plus aria-hidden /> Add Category
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="FAQ"
        description="The questions of the FAQ page, grouped by category. Visitors open one answer at a time."
        actions={addCategory}
      />

      {categories.length === 0 ? (
        <ManagerEmptyState
          icon={CircleHelp}
          message="No FAQ categories yet"
          hint="Add a category, then its questions."
          action={addCategory}
        />
      ) : (
        <div className="space-y-6">
          {categories.map((category, index) => (
            <ManagerPanel
              key={category.id}
              id={`faq-category-${category.id}`}
              title={category.name}
              description={questions(category.entries.length)}
              actions={
                <>
                  <ReorderButtons
                    label={category.name}
                    isFirst={index === 0}
                    isLast={index === categories.length - 1}
                    disabled={pending}
                    onMove={(direction) =>
                      void run(() => moveFaqCategory({ id: category.id, direction }), {
                        ...SAVE_CATEGORY,
                        success: null,
                      })
                    }
                  />
                  <EditDeleteButtons
                    label={category.name}
                    editVerb="Rename"
                    onEdit={() => categoryDialog.openEdit(category)}
                    onDelete={() => setDeleting(category)}
                  />
                  <Button variant="outline" size="sm" onClick={() => addQuestion(category.id)}>
                    <Plus aria-hidden /> Add Question
                  </Button>
                </>
              }
              bodyClassName="p-0"
            >
              {category.entries.length === 0 ? (
                <p className="px-5 py-6 text-sm text-muted">No questions in this category yet.</p>
              ) : (
                <ManagerList
                  aria-label={`Questions in ${category.name}`}
                  className="rounded-none border-0 shadow-none"
                >
                  {category.entries.map((entry, i) => (
                    <ManagerRow
                      key={entry.id}
                      label={entry.question}
                      highlighted={entryDialog.editing?.id === entry.id}
                      actions={
                        <>
                          <ReorderButtons
                            label={entry.question}
                            isFirst={i === 0}
                            isLast={i === category.entries.length - 1}
                            disabled={pending}
                            onMove={(direction) =>
                              void run(() => moveFaqEntry({ id: entry.id, direction }), {
                                ...SAVE_QUESTION,
                                success: null,
                              })
                            }
                          />
                          <EditDeleteButtons
                            label={entry.question}
                            onEdit={() => entryDialog.openEdit(entry)}
                            deleteDisabled={pending}
                            onDelete={() =>
                              void run(() => deleteFaqEntry({ id: entry.id }), {
                                success: 'Question deleted',
                                failure: 'Failed to delete question',
                                failureStyle: 'server',
                              })
                            }
                          />
                        </>
                      }
                    >
                      <p className="font-medium text-ink">{entry.question}</p>
                      <p className="line-clamp-2 text-sm text-muted">{entry.answer}</p>
                    </ManagerRow>
                  ))}
                </ManagerList>
              )}
            </ManagerPanel>
          ))}
        </div>
      )}

      <ManagerDialogForm
        dialog={categoryDialog}
        size="sm"
        title={categoryDialog.editing ? 'Rename Category' : 'Add Category'}
        description={
          categoryDialog.editing
            ? 'The new name shows on the FAQ page.'
            : 'New categories join the end of the page.'
        }
        submitLabel={categoryDialog.editing ? 'Save' : 'Add Category'}
        pending={pending}
        onSubmit={saveCategory}
      >
        <FormField
          id="faq-category-name"
          label="Category name"
          required
          error={categoryDialog.errors.name}
        >
          <Input
            {...categoryDialog.bind('name', 'faq-category-name')}
            required
            maxLength={100}
            autoComplete="off"
          />
        </FormField>
      </ManagerDialogForm>

      <ManagerDialogForm
        dialog={entryDialog}
        title={entryDialog.editing ? 'Edit Question' : 'Add Question'}
        description="Write the answer as you would say it to a client."
        submitLabel={entryDialog.editing ? 'Save Question' : 'Add Question'}
        pending={pending}
        onSubmit={saveEntry}
      >
        <FormField
          id="faq-categoryId"
          label="Category"
          required
          error={entryDialog.errors.categoryId}
        >
          <Select {...entryField('categoryId')} required>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="faq-question" label="Question" required error={entryDialog.errors.question}>
          <Input {...entryField('question')} required maxLength={300} autoComplete="off" />
        </FormField>
        <FormField id="faq-answer" label="Answer" required error={entryDialog.errors.answer}>
          <Textarea {...entryField('answer')} required rows={6} maxLength={5000} />
        </FormField>
      </ManagerDialogForm>

      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(category) => `Delete "${category.name}"? This cannot be undone.`}
        description={(category) =>
          category.entries.length > 0
            ? `Its ${questions(category.entries.length)} will be deleted with it.`
            : undefined
        }
        onConfirm={(category) =>
          run(() => deleteFaqCategory({ id: category.id }), {
            success: 'FAQ category deleted',
            failure: 'Failed to delete FAQ category',
            failureStyle: 'server',
          })
        }
      />
    </>
  );
}
