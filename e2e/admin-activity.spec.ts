import { E2E_ADMIN, expect, test } from './fixtures';
import { asAdmin } from './fixtures/login';

// The audit log as the owner sees it: an edit made in the back office is on
// the Activity screen with what changed, and the filters (kept in the URL) find it.

test.describe('activity', () => {
  test('shows an edit with its change, and filters by kind and person', async ({ page }) => {
    test.slow();
    const title = `Acoustic Studies ${Date.now().toString(36).slice(-5)}`;
    await asAdmin(page);

    await page.goto('/admin/content/services');
    const form = page.getByRole('form', { name: 'Add service' });
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description', { exact: true })
      .fill('Reverberation and noise studies for studios.');
    await form.getByRole('radio', { name: 'Lightbulb' }).click();
    // hidden from the site, so specs counting the public services never see it
    await form.getByRole('switch', { name: 'Active' }).click();
    await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Add Service' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Service created successfully' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Activity, newest first' });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Created service');
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).toContainText(/Service #\d+/);
    await expect(row).toContainText('Description: “Reverberation and noise studies for studios.”');

    // content edits by the admin: the entry stays
    const filters = page.getByRole('form', { name: 'Filter activity' });
    await filters.getByLabel('Activity').selectOption('edits');
    await filters.getByLabel('Person').fill(E2E_ADMIN.email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/kind=edits/);
    await expect(page).toHaveURL(/person=admin%40elenamarsh\.studio/);
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);

    // sign-ins: the admin's own sign-in is there, the edit is not
    await filters.getByLabel('Activity').selectOption('sign-ins');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/kind=sign-ins/);
    await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // a filter in the URL is a link: the same view after a reload, and a clear way back
    await page.reload();
    await expect(filters.getByLabel('Activity')).toHaveValue('sign-ins');
    await page.goto('/admin/activity?kind=roles&person=nobody%40example.com');
    await expect(page.getByText('No activity matches these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(row).toHaveCount(1);
  });
});
