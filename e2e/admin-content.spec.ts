import { expect, gotoWholeLanding, test, expectToast } from './fixtures';
import { asAdmin } from './fixtures/login';

// The owner's content managers: each test walks one manager through create,
// edit, reorder and delete with the exact documented toasts, and checks the public
// page at the next request. Names are unique per run, so parallel specs that
// read the seed content are not confused by ours for long.

const stamp = () => Date.now().toString(36).slice(-5);

// Row buttons are pressed with Enter (keyboard use), since a toast in the corner
// may lie over the last row of a list just after a change.
test.describe('content managers', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await asAdmin(page);
  });

  test('services: create with an icon, edit, reorder, hide and delete', async ({ page }) => {
    const title = `Lighting Studies ${stamp()}`;
    await page.goto('/admin/content/services');
    await expect(page.getByRole('heading', { name: 'Services Manager' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add service' });
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description', { exact: true })
      .fill('Daylight and artificial lighting studies for interiors.');
    await form.getByRole('radio', { name: 'Lightbulb' }).click();
    await form.getByLabel('Bullet points 1', { exact: true }).fill('Sun-path studies');
    await form.getByRole('button', { name: 'Add Service' }).click();
    await expectToast(page, 'Service created successfully');

    const list = page.getByRole('list', { name: 'Services' });
    const row = list.getByRole('listitem', { name: title });
    await expect(row).toBeVisible();
    // a new service goes last: down is disabled, up is not
    await expect(row.getByRole('button', { name: `Move "${title}" down` })).toBeDisabled();
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-label', title);

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/admin/content/services');
    await row.getByRole('button', { name: `Edit "${title}"` }).press('Enter');
    const edit = page.getByRole('form', { name: 'Edit service' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Title').fill(`${title} and Glare`);
    await edit.getByRole('button', { name: 'Update Service' }).click();
    await expectToast(page, 'Service updated successfully');
    const renamed = list.getByRole('listitem', { name: `${title} and Glare` });
    await expect(renamed).toBeVisible();
    // the form is back to adding, empty
    await expect(page.getByRole('form', { name: 'Add service' }).getByLabel('Title')).toHaveValue(
      '',
    );

    await renamed.getByRole('button', { name: `Move "${title} and Glare" up` }).press('Enter');
    await expect(list.getByRole('listitem').last()).not.toHaveAttribute(
      'aria-label',
      `${title} and Glare`,
    );

    await renamed
      .getByRole('button', { name: `Show "${title} and Glare" on the site` })
      .press('Enter');
    await expectToast(page, 'Service updated successfully');
    await expect(
      renamed.getByRole('button', { name: `Show "${title} and Glare" on the site` }),
    ).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: `${title} and Glare` })).toHaveCount(0);

    await page.goto('/admin/content/services');
    await renamed.getByRole('button', { name: `Delete "${title} and Glare"` }).press('Enter');
    await expectToast(page, 'Service deleted successfully');
    await expect(renamed).toHaveCount(0);
  });

  test('hero slides: create, edit, reorder and delete', async ({ page }) => {
    const title = `Night Renders ${stamp()}`;
    await page.goto('/admin/content/hero');
    await expect(page.getByRole('heading', { name: 'Hero Carousel Manager' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add slide' });
    // a title of spaces passes the browser's check, not the schema's: refused before it is sent
    await form.getByLabel('Title').fill('   ');
    await form.getByRole('button', { name: 'Add Slide' }).click();
    await expectToast(page, 'Error creating slide');
    await expect(form.getByText('Title is required')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await expect(form.getByText('Title is required')).toHaveCount(0);
    await form.getByLabel('Description').fill('Dusk and night-time visualisation.');
    await form.getByRole('button', { name: 'Add Slide' }).click();
    await expectToast(page, 'Hero slide created successfully');
    const list = page.getByRole('list', { name: 'Hero slides' });
    const row = list.getByRole('listitem', { name: title });
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-label', title);

    await page.goto('/');
    await expect(
      page.getByRole('button', { name: new RegExp(`Show slide \\d+: ${title}`) }),
    ).toBeAttached();

    await page.goto('/admin/content/hero');
    await row.getByRole('button', { name: `Edit "${title}"` }).press('Enter');
    const edit = page.getByRole('form', { name: 'Edit slide' });
    await expect(edit.getByLabel('Description')).toHaveValue('Dusk and night-time visualisation.');
    await edit.getByLabel('Title').fill(`${title} II`);
    await edit.getByRole('button', { name: 'Update Slide' }).click();
    await expectToast(page, 'Hero slide updated successfully');
    const renamed = list.getByRole('listitem', { name: `${title} II` });
    await renamed.getByRole('button', { name: `Move "${title} II" up` }).press('Enter');
    await expect(list.getByRole('listitem').last()).not.toHaveAttribute(
      'aria-label',
      `${title} II`,
    );
    await renamed.getByRole('button', { name: `Delete "${title} II"` }).press('Enter');
    await expectToast(page, 'Hero slide deleted successfully');
    await expect(renamed).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: new RegExp(`: ${title}`) })).toHaveCount(0);
  });

  test('clients: create, feature, reorder and delete', async ({ page }) => {
    const name = `Harbour Studio ${stamp()}`;
    await page.goto('/admin/content/clients');
    const form = page.getByRole('form', { name: 'Add client' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Industry').fill('Hospitality');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expectToast(page, 'Client created successfully');
    const list = page.getByRole('list', { name: 'Clients' });
    const row = list.getByRole('listitem', { name });
    await row.getByRole('button', { name: `Feature "${name}"` }).press('Enter');
    await expectToast(page, 'Client updated successfully');
    await expect(row.getByText('Featured')).toBeVisible();
    await row.getByRole('button', { name: `Move "${name}" up` }).press('Enter');
    await expect(list.getByRole('listitem').last()).not.toHaveAttribute('aria-label', name);

    await gotoWholeLanding(page);
    await expect(page.getByText(name, { exact: true })).toBeAttached();

    await page.goto('/admin/content/clients');
    await row.getByRole('button', { name: `Edit "${name}"` }).press('Enter');
    await page.getByRole('form', { name: 'Edit client' }).getByLabel('Industry').fill('Hotels');
    await page.getByRole('button', { name: 'Update Client' }).click();
    await expectToast(page, 'Client updated successfully');
    await expect(row.getByText('Hotels')).toBeVisible();
    await row.getByRole('button', { name: `Delete "${name}"` }).press('Enter');
    await expectToast(page, 'Client deleted successfully');
    await expect(row).toHaveCount(0);
  });

  test('awards: dialog defaults, create, edit the order, delete', async ({ page }, testInfo) => {
    const title = `Best Interior Visualisation ${stamp()}`;
    await page.goto('/admin/content/awards');
    await page.getByRole('button', { name: 'Add Award' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Award' });
    await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    await expect(dialog.getByLabel('Status')).toHaveValue('Winner');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Status').selectOption('Finalist');
    // an empty display order falls back to 0
    await dialog.getByLabel('Display order').fill('');
    await dialog.getByRole('button', { name: 'Create Award' }).click();
    await expectToast(page, 'Award created');
    await expect(dialog).toBeHidden();
    const card = page.getByRole('list', { name: 'Awards' }).getByRole('listitem', { name: title });
    await expect(card.getByText('Finalist')).toBeVisible();
    await expect(card.getByText('Order 0')).toBeVisible();

    await gotoWholeLanding(page);
    await expect(page.getByRole('heading', { name: title })).toBeAttached();

    await page.goto('/admin/content/awards');
    await card.getByRole('button', { name: `Edit "${title}"` }).press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Award' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    // a retry's award goes before one a failed attempt left behind
    await edit.getByLabel('Display order').fill(String(-5 - testInfo.retry));
    await edit.getByRole('button', { name: 'Update Award' }).click();
    await expectToast(page, 'Award updated');
    await expect(
      page.getByRole('list', { name: 'Awards' }).getByRole('listitem').first(),
    ).toHaveAttribute('aria-label', title);

    // closing resets the dialog: adding again starts empty
    const addAward = page.getByRole('button', { name: 'Add Award' }).first();
    await addAward.click();
    await expect(page.getByRole('dialog', { name: 'Add Award' }).getByLabel('Title')).toHaveValue(
      '',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // the dialog hands the focus back to its button a tick after it is gone: a key pressed on
    // Delete before that went to 'Add Award' and opened the dialog again
    await expect(addAward).toBeFocused();

    await card.getByRole('button', { name: `Delete "${title}"` }).press('Enter');
    await expectToast(page, 'Award deleted');
    await expect(card).toHaveCount(0);
  });

  test('press: date defaults to today, newest first, edit and delete', async ({ page }) => {
    const title = `A studio between three cities ${stamp()}`;
    await page.goto('/admin/content/press');
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Article' });
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(dialog.getByLabel('Date')).toHaveValue(today);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Publication').fill('Design Week');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Article created');
    const grid = page.getByRole('list', { name: 'Press articles' });
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-label', title);

    await gotoWholeLanding(page);
    await expect(page.getByText(title)).toBeAttached();

    await page.goto('/admin/content/press');
    const card = grid.getByRole('listitem', { name: title });
    await card.getByRole('button', { name: `Edit "${title}"` }).press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel('Publication')).toHaveValue('Design Week');
    await edit.getByLabel('Date').fill('2001-01-01');
    await edit.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article updated');
    await expect(grid.getByRole('listitem').last()).toHaveAttribute('aria-label', title);
    await card.getByRole('button', { name: `Delete "${title}"` }).press('Enter');
    await expectToast(page, 'Article deleted');
    await expect(card).toHaveCount(0);
  });

  test('pricing: a tab per service type, add with the defaults, edit, delete', async ({ page }) => {
    const price = `£${Math.floor(Math.random() * 900) + 100} – £9,999`;
    await page.goto('/admin/content/pricing');
    await page.getByRole('tab', { name: 'Unreal Engine' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Unreal Engine' });
    const form = panel.getByRole('form', { name: 'Add package' });
    await expect(form.getByLabel('Service type')).toHaveValue('unreal');
    await expect(form.getByLabel('Tier')).toHaveValue('basic');
    await expect(form.getByLabel('Region')).toHaveValue('UK');
    await form.getByLabel('Region').selectOption('AU');
    await form.getByLabel('Tier').selectOption('enterprise');
    await form.getByLabel('Price range').fill(price);
    await form.getByLabel('Includes 1', { exact: true }).fill('Packaged VR build');
    await form.getByRole('button', { name: 'Add Package' }).click();
    await expectToast(page, 'Pricing package saved');
    const cards = panel.getByRole('list', { name: 'Unreal Engine packages' });
    const card = cards.getByRole('listitem').filter({ hasText: price });
    await expect(card).toHaveCount(1);

    await card.getByRole('button', { name: /^Edit / }).click();
    const edit = panel.getByRole('form', { name: 'Edit package' });
    await expect(edit.getByLabel('Price range')).toHaveValue(price);
    await edit.getByLabel('Timeline').fill('6–8 weeks');
    await edit.getByRole('button', { name: 'Update Package' }).click();
    await expectToast(page, 'Pricing package saved');
    await expect(card.getByText('6–8 weeks')).toBeVisible();
    await card.getByRole('button', { name: /^Delete / }).click();
    await expectToast(page, 'Package deleted');
    await expect(card).toHaveCount(0);
  });

  test('videos: add, invalid link, edit, reorder, hide and delete', async ({ page }) => {
    const title = `Walkthrough reel ${stamp()}`;
    await page.goto('/admin/videos');
    const form = page.getByRole('form', { name: 'Add video' });
    await expect(form.getByLabel('Service category')).toHaveValue('General');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('YouTube URL').fill('https://example.com/not-a-video');
    await form.getByRole('button', { name: 'Add Video' }).click();
    await expectToast(page, 'Video added successfully');
    const grid = page.getByRole('list', { name: 'Videos' });
    const card = grid.getByRole('listitem', { name: title });
    await expect(card.getByText('Invalid YouTube URL')).toBeVisible();

    await card.getByRole('button', { name: `Edit "${title}"` }).press('Enter');
    const edit = page.getByRole('form', { name: 'Edit video' });
    await edit.getByLabel('YouTube URL').fill('https://youtu.be/o_2Q5y1AXVI');
    await edit.getByRole('button', { name: 'Update Video' }).click();
    await expectToast(page, 'Video updated successfully');
    await expect(card.locator('iframe[src*="o_2Q5y1AXVI"]')).toBeAttached();

    await gotoWholeLanding(page);
    await expect(page.getByRole('heading', { name: title })).toBeAttached();

    await page.goto('/admin/videos');
    await card.getByRole('button', { name: `Move "${title}" up` }).press('Enter');
    await expect(grid.getByRole('listitem').last()).not.toHaveAttribute('aria-label', title);
    await card.getByRole('button', { name: `Show "${title}" on the site` }).press('Enter');
    await expectToast(page, 'Video updated successfully');
    await gotoWholeLanding(page);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await page.goto('/admin/videos');
    await card.getByRole('button', { name: `Delete "${title}"` }).press('Enter');
    await expectToast(page, 'Video deleted successfully');
    await expect(card).toHaveCount(0);
  });

  test('about and settings: one form each, saved and shown at the next request', async ({
    page,
  }) => {
    const project = `Lisbon Pavilion (${stamp()})`;
    await page.goto('/admin/content/about');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByLabel('Notable project 4', { exact: true }).fill(project);
    await page.getByRole('button', { name: 'Save About Content' }).click();
    await expectToast(page, 'About content updated successfully');
    await page.goto('/');
    await expect(page.locator('#about').getByText(project)).toBeVisible();
    await page.goto('/admin/content/about');
    await expect(page.getByLabel('Notable project 4', { exact: true })).toHaveValue(project);
    await page.getByRole('button', { name: 'Remove Notable project 4' }).click();
    await page.getByRole('button', { name: 'Save About Content' }).click();
    await expectToast(page, 'About content updated successfully');

    const location = `Lisbon, Portugal ${stamp()}`;
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Site title')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByLabel('Locations 4', { exact: true }).fill(location);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved successfully');
    await page.goto('/contact');
    await expect(page.getByText(location).first()).toBeVisible();

    await page.goto('/admin/settings');
    await page.getByLabel('Google Analytics ID').fill('not an id');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Error saving settings');
    await expect(
      page.getByRole('form', { name: 'Site settings' }).getByText('Use an ID such as G-XXXXXXXXXX'),
    ).toBeVisible();
    await page.getByLabel('Google Analytics ID').fill('');
    await page.getByRole('button', { name: 'Remove Locations 4' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved successfully');
  });
});
