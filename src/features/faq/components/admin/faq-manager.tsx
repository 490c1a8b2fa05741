'use client';

import { useMemo } from 'react';
import { CircleHelp } from 'lucide-react';
import {
  AddButton,
  countOf,
  defineManager,
  field,
  ItemActions,
  ManagerEmptyState,
  ManagerForm,
  ManagerItems,
  ManagerPanel,
  namedItems,
  useAdminMutation,
  useManager,
  type ManagerOf,
} from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
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
import { faqCategorySchema, faqEntrySchema } from '../../schemas';

// The FAQ page's categories, each a panel holding its questions: two declared managers on one
// screen, sharing one mutation.

const questions = (n: number) => countOf(n, 'question');

const CATEGORY_FAILED = 'Failed to save FAQ category';
const QUESTION_FAILED = 'Failed to save question';

const faqCategories = defineManager<FaqCategory>()({
  id: 'faq-category',
  schema: faqCategorySchema,
  placement: 'dialog',
  ...namedItems('Category', {
    add: 'New categories join the end of the page.',
    rename: 'The new name shows on the FAQ page.',
  }),
  actions: {
    create: createFaqCategory,
    update: renameFaqCategory,
    delete: deleteFaqCategory,
    move: moveFaqCategory,
  },
  confirmDelete: {
    title: (category) => `Delete "${category.name}"? This cannot be undone.`,
    description: (category) =>
      category.entries.length > 0
        ? `Its ${questions(category.entries.length)} will be deleted with it.`
        : undefined,
  },
  toasts: {
    create: ['FAQ category created', CATEGORY_FAILED, 'server'],
    update: ['FAQ category updated', CATEGORY_FAILED, 'server'],
    delete: ['FAQ category deleted', 'Failed to delete FAQ category', 'server'],
  },
  empty: {
    icon: CircleHelp,
    message: 'No FAQ categories yet',
    hint: 'Add a category, then its questions.',
  },
  show: { label: 'FAQ categories', layout: 'rows', name: (category) => category.name },
});

/** The questions' manager: its category list is the screen's categories. */
const faqEntries = (categories: FaqCategory[]) =>
  defineManager<FaqEntry>()({
    id: 'faq',
    schema: faqEntrySchema,
    fields: {
      categoryId: field.select({
        label: 'Category',
        required: true,
        options: categories.map((c) => ({ value: String(c.id), label: c.name })),
      }),
      question: field.text({
        label: 'Question',
        required: true,
        maxLength: 300,
        autoComplete: 'off',
      }),
      answer: field.textarea({ label: 'Answer', required: true, rows: 6, maxLength: 5000 }),
    },
    placement: 'dialog',
    texts: {
      add: {
        title: 'Add Question',
        submit: 'Add Question',
        description: 'Write the answer as you would say it to a client.',
      },
      edit: { title: 'Edit Question', submit: 'Save Question' },
    },
    actions: {
      create: createFaqEntry,
      update: updateFaqEntry,
      delete: deleteFaqEntry,
      move: moveFaqEntry,
    },
    toasts: {
      create: ['Question added', QUESTION_FAILED, 'server'],
      update: ['Question updated', QUESTION_FAILED, 'server'],
      delete: ['Question deleted', 'Failed to delete question', 'server'],
    },
    empty: { icon: CircleHelp, message: 'No questions in this category yet.' },
    show: {
      label: 'Questions',
      layout: 'rows',
      name: (entry) => entry.question,
      details: (entry) => [entry.answer],
    },
  });

type EntriesManager = ManagerOf<ReturnType<typeof faqEntries>>;

function CategoryPanel({
  category,
  index,
  count,
  manager,
  entries,
}: {
  category: FaqCategory;
  index: number;
  count: number;
  manager: ManagerOf<typeof faqCategories>;
  entries: EntriesManager;
}) {
  return (
    <ManagerPanel
      id={`faq-category-${category.id}`}
      title={category.name}
      description={questions(category.entries.length)}
      actions={
        <>
          <ItemActions manager={manager} item={category} position={{ index, count }} />
          <AddButton
            manager={entries}
            variant="outline"
            start={{ categoryId: String(category.id) }}
          />
        </>
      }
      bodyClassName="p-0"
    >
      {category.entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted">{entries.definition.empty.message}</p>
      ) : (
        <ManagerItems
          manager={entries}
          items={category.entries}
          label={`Questions in ${category.name}`}
          className="rounded-none border-0 shadow-none"
        />
      )}
    </ManagerPanel>
  );
}

export function FaqManager({ categories }: { categories: FaqCategory[] }) {
  const mutation = useAdminMutation();
  const categoryManager = useManager(faqCategories, { mutation });
  const entryDefinition = useMemo(() => faqEntries(categories), [categories]);
  const entries = useManager(entryDefinition, { mutation });
  const addCategory = <AddButton manager={categoryManager} />;
  const { empty } = faqCategories;

  return (
    <>
      <AdminPageHeader
        title="FAQ"
        description="The questions of the FAQ page, grouped by category. Visitors open one answer at a time."
        actions={addCategory}
      />
      {categories.length === 0 ? (
        <ManagerEmptyState
          icon={empty.icon}
          message={empty.message}
          hint={empty.hint}
          action={addCategory}
        />
      ) : (
        <div className="space-y-6">
          {categories.map((category, index) => (
            <CategoryPanel
              key={category.id}
              category={category}
              index={index}
              count={categories.length}
              manager={categoryManager}
              entries={entries}
            />
          ))}
        </div>
      )}
      <ManagerForm manager={categoryManager} />
      <ManagerForm manager={entries} />
    </>
  );
}
