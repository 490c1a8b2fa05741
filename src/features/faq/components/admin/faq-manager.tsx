'use client';

import { useCallback } from 'react';
import { CircleHelp, Plus } from 'lucide-react';
import {
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerList,
  ManagerPanel,
  ManagerRow,
  RowActions,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
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

const CATEGORY_FAILED = 'Failed to save FAQ category';
const QUESTION_FAILED = 'Failed to save question';
const CATEGORY_SAVED = {
  add: toastTexts('FAQ category created', CATEGORY_FAILED, 'server'),
  edit: toastTexts('FAQ category updated', CATEGORY_FAILED, 'server'),
};
const QUESTION_SAVED = {
  add: toastTexts('Question added', QUESTION_FAILED, 'server'),
  edit: toastTexts('Question updated', QUESTION_FAILED, 'server'),
};
const CATEGORY_DELETED = toastTexts(
  'FAQ category deleted',
  'Failed to delete FAQ category',
  'server',
);
const QUESTION_DELETED = toastTexts('Question deleted', 'Failed to delete question', 'server');

function questions(n: number) {
  return n === 1 ? '1 question' : `${n} questions`;
}

export function FaqManager({ categories }: { categories: FaqCategory[] }) {
  const mutation = useAdminMutation();
  const { pending } = mutation;

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

  const saveCategory = useManagerSave(
    categoryDialog,
    mutation,
    CATEGORY_SAVED,
    ({ name }, editing) =>
      editing ? renameFaqCategory({ id: editing.id, name }) : createFaqCategory({ name }),
  );

  const saveEntry = useManagerSave(entryDialog, mutation, QUESTION_SAVED, (form, editing) => {
    const input = { ...form, categoryId: Number(form.categoryId) };
    return editing ? updateFaqEntry({ ...input, id: editing.id }) : createFaqEntry(input);
  });

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
                  <RowActions
                    item={category}
                    label={category.name}
                    mutation={mutation}
                    position={{ index, count: categories.length }}
                    updates={{
                      toasts: toastTexts(null, CATEGORY_FAILED, 'server'),
                      move: moveFaqCategory,
                    }}
                    deletes={{ action: deleteFaqCategory, toasts: CATEGORY_DELETED }}
                    editVerb="Rename"
                    dialog={categoryDialog}
                    confirmDelete={{
                      title: (c) => `Delete "${c.name}"? This cannot be undone.`,
                      description: (c) =>
                        c.entries.length > 0
                          ? `Its ${questions(c.entries.length)} will be deleted with it.`
                          : undefined,
                    }}
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
                        <RowActions
                          item={entry}
                          label={entry.question}
                          mutation={mutation}
                          position={{ index: i, count: category.entries.length }}
                          updates={{
                            toasts: toastTexts(null, QUESTION_FAILED, 'server'),
                            move: moveFaqEntry,
                          }}
                          deletes={{ action: deleteFaqEntry, toasts: QUESTION_DELETED }}
                          dialog={entryDialog}
                        />
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
    </>
  );
}
