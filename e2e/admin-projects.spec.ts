import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, expectToast } from './fixtures';
import { asAdmin } from './fixtures/login';

// The Projects and Project Categories managers: create, edit, feature, reorder
// and delete with the documented toasts, each change visible on /projects at once.

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('projects manager', () => {
  test('adds a project with a gallery and videos, edits, features, moves and deletes it', async ({
    page,
  }) => {
    test.slow();
    const title = `Tidal Pavilion ${randomBytes(3).toString('hex')}`;
    await asAdmin(page);
    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    for (const section of [
      'Basic Information',
      'Project Metadata',
      'Media and Gallery',
      'Settings',
    ])
      await expect(dialog.getByText(section, { exact: true })).toBeVisible();
    // the documented default category
    await expect(dialog.locator('#project-categoryId option:checked')).toHaveText(
      'Architectural Visualization',
    );
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Short description')
      .fill('A timber pavilion on a tidal estuary, shown at dawn and at high water.');
    await dialog.getByLabel('Client').fill('Estuary Trust');

    // gallery items from the library, reordered
    await dialog.getByRole('button', { name: 'Add from library' }).click();
    const picker = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('list', { name: 'Media files' }) });
    const files = picker.getByRole('list', { name: 'Media files' }).getByRole('checkbox');
    await files.nth(0).click();
    await files.nth(1).click();
    await picker.getByRole('button', { name: 'Use 2 files' }).click();
    const gallery = dialog.getByRole('list', { name: 'Gallery' });
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    const firstFile = await gallery
      .getByRole('listitem')
      .nth(0)
      .locator('span.truncate')
      .innerText();
    await dialog.getByRole('button', { name: 'Move gallery item 1 down' }).click();
    await expect(gallery.getByRole('listitem').nth(1).locator('span.truncate')).toHaveText(
      firstFile,
    );
    await dialog.getByLabel('Alt text for gallery item 1').fill('The pavilion deck at high water');

    // YouTube links become embed URLs when the field is left; unrecognised text is kept
    await dialog.getByRole('button', { name: 'Add video link' }).click();
    await dialog.getByLabel('YouTube link 1', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Add video link' }).click();
    await expect(dialog.getByLabel('YouTube link 1', { exact: true })).toHaveValue(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await dialog.getByLabel('YouTube link 2', { exact: true }).fill('not a video link');
    await dialog.getByLabel('YouTube link 2', { exact: true }).blur();
    await expect(dialog.getByLabel('YouTube link 2', { exact: true })).toHaveValue(
      'not a video link',
    );
    await dialog.getByRole('button', { name: 'Remove YouTube link 2' }).click();

    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');
    await expect(dialog).toBeHidden();

    // new projects go last: down is disabled there
    const card = page.getByRole('listitem', { name: title });
    await expect(card.getByRole('button', { name: `Move "${title}" down` })).toBeDisabled();
    const before = await cardTitles(page);
    expect(before.at(-1)).toBe(title);
    await card.getByRole('button', { name: `Move "${title}" up` }).click();
    await expect
      .poll(() => cardTitles(page))
      .toEqual([...before.slice(0, -2), title, before.at(-2)!]);

    // on the public page at the next request, its cover falling back to the first gallery image
    await page.goto('/projects');
    const publicCard = page.locator('main article').filter({ hasText: title });
    await expect(publicCard).toBeVisible();
    await expect(publicCard.locator('img').first()).toHaveAttribute(
      'alt',
      'The pavilion deck at high water',
    );

    // edit: the dialog is pre-filled
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: `Edit "${title}"` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('YouTube link 1', { exact: true })).toHaveValue(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await edit.getByLabel('Title').fill(`${title} II`);
    await edit.getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully');
    const renamed = `${title} II`;

    // the featured star
    const star = page.getByRole('button', { name: `Feature "${renamed}"` });
    await star.click();
    await expect(page.getByRole('button', { name: `Unfeature "${renamed}"` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // a closed dialog opens empty again
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Project' }).getByLabel('Title')).toHaveValue(
      '',
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete "${renamed}"` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete "${renamed}"? This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted successfully');
    await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
    await page.goto('/projects');
    await expect(page.locator('main article').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('adds, renames, reorders and deletes categories; one in use cannot be deleted', async ({
    page,
  }) => {
    test.slow();
    const name = `Coastal ${randomBytes(3).toString('hex')}`;
    await asAdmin(page);
    await page.goto('/admin/projects/categories');
    await page.getByLabel('Category name').fill(name);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Category created successfully');
    const list = page.getByRole('list', { name: 'Categories' });
    await expect(list.getByRole('listitem').last()).toHaveAccessibleName(name);

    await page.getByRole('button', { name: `Rename "${name}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Category' });
    await expect(dialog.getByLabel('Category name')).toHaveValue(name);
    await dialog.getByLabel('Category name').fill(`${name} Works`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Category updated successfully');
    const renamed = `${name} Works`;
    await page.getByRole('button', { name: `Move "${renamed}" up` }).click();
    await expect(list.getByRole('listitem').nth(-2)).toHaveAccessibleName(renamed);

    await page.goto('/projects');
    await expect(
      page
        .getByRole('navigation', { name: 'Filter projects by category' })
        .getByRole('link', { name: renamed }),
    ).toBeVisible();

    // a category projects still use: the server says how many
    await page.goto('/admin/projects/categories');
    const used = list.getByRole('listitem', { name: 'Architectural Visualization' });
    const usage = (await used.innerText()).match(/Used by (\d+) projects?/)![1];
    await used.getByRole('button', { name: 'Delete "Architectural Visualization"' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this category?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `This category is used by ${usage} project`);
    await expect(used).toBeVisible();

    await page.getByRole('button', { name: `Delete "${renamed}"` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Category deleted successfully');
    await expect(list.getByRole('listitem', { name: renamed })).toHaveCount(0);
  });
});
