import { randomBytes } from 'node:crypto';
import { expect, test, expectToast } from './fixtures';
import { asAdmin } from './fixtures/login';

// The FAQ manager: a category and its questions added, edited, reordered and
// deleted, each change on /faq at the next request.

test.describe('FAQ manager', () => {
  test('adds, edits, reorders and deletes a category and its questions', async ({ page }) => {
    test.slow();
    const name = `Site Visits ${randomBytes(3).toString('hex')}`;
    const q1 = 'Do you visit the site before starting?';
    const q2 = 'Can you photograph the existing building?';
    await asAdmin(page);
    await page.goto('/admin/faq');

    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByLabel('Category name').fill(name);
    await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'FAQ category created');
    const panel = page.getByRole('region', { name });
    await expect(panel).toBeVisible();

    const entries: [string, string][] = [
      [
        q1,
        'Yes, for projects in London, Cape Town and Sydney; elsewhere we work from surveys and photographs.',
      ],
      [q2, 'Yes. Reference photography is included in every visualization project that needs it.'],
    ];
    for (const [question, answer] of entries) {
      await panel.getByRole('button', { name: 'Add Question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Question' });
      await expect(dialog.locator('#faq-categoryId option:checked')).toHaveText(name);
      await dialog.getByLabel('Question').fill(question);
      await dialog.getByLabel('Answer').fill(answer);
      await dialog.getByRole('button', { name: 'Add Question' }).click();
      await expectToast(page, 'Question added');
      await expect(dialog).toBeHidden();
    }
    const questions = panel
      .getByRole('list', { name: `Questions in ${name}` })
      .getByRole('listitem');
    await expect(questions).toHaveCount(2);
    await panel.getByRole('button', { name: `Move "${q2}" up` }).click();
    await expect(questions.first()).toHaveAccessibleName(q2);

    await panel.getByRole('button', { name: `Edit "${q1}"` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Question' });
    await expect(edit.getByLabel('Question')).toHaveValue(q1);
    await edit.getByLabel('Answer').fill('Yes. A site visit is part of every interior project.');
    await edit.getByRole('button', { name: 'Save Question' }).click();
    await expectToast(page, 'Question updated');

    await page.goto('/faq');
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible();
    const buttons = section.locator('button[aria-expanded]');
    await expect(buttons).toHaveText([q2, q1]);
    await buttons.nth(1).click();
    await expect(
      section.getByText('A site visit is part of every interior project.'),
    ).toBeVisible();

    await page.goto('/admin/faq');
    await panel.getByRole('button', { name: `Delete "${q2}"` }).click();
    await expectToast(page, 'Question deleted');
    await expect(questions).toHaveCount(1);
    await page.getByRole('button', { name: `Delete "${name}"` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Delete "${name}"? This cannot be undone.`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'FAQ category deleted');
    await expect(panel).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.getByRole('region', { name })).toHaveCount(0);
  });
});
