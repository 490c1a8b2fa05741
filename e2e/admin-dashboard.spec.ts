import { expect, test, E2E_BASE_URL } from './fixtures';
import { asAdmin } from './fixtures/login';
import { allArt } from '../src/server/seed/art-list';
import { PROJECTS } from '../src/server/seed/content/projects';
import { VIDEOS } from '../src/server/seed/content/videos';

// The owner created from ADMIN_EMAIL reaches the Dashboard Overview, whose
// figures are those of the first-start content the e2e server begins with.

test.describe('the dashboard', () => {
  test('shows the owner the four figures, the recent lists and the quick actions', async ({
    page,
  }) => {
    await asAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

    const figures = page.getByRole('region', { name: 'Figures' });
    const figure = (name: string) => figures.getByRole('link', { name, exact: true });
    await expect(figure(`Total Projects ${PROJECTS.length}`)).toHaveAttribute(
      'href',
      '/admin/projects',
    );
    await expect(figure(`Video Showcases ${VIDEOS.length}`)).toHaveAttribute(
      'href',
      '/admin/videos',
    );
    await expect(figure(`Media Files ${allArt().length}`)).toHaveAttribute('href', '/admin/media');
    // the first-start content has no requests: no '{n} new' trend at zero
    await expect(figure('Pending Submissions 0')).toHaveAttribute('href', '/admin/submissions');
    await expect(figure('Pending Submissions 0')).not.toContainText('new');

    const submissions = page.getByRole('region', { name: 'Recent Form Submissions' });
    await expect(submissions.getByText('No submissions yet')).toBeVisible();
    await expect(submissions.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/admin/submissions',
    );

    const projects = page.getByRole('region', { name: 'Recent Projects' });
    const items = projects.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(5, PROJECTS.length));
    const titles = new Set(PROJECTS.map((p) => p.title));
    for (const text of await items.allInnerTexts()) {
      expect(titles.has(text.split('\n')[0]!.trim()), text).toBe(true);
      expect(text).toMatch(/ago/);
    }
    await expect(projects.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/admin/projects',
    );

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    for (const [name, href] of [
      ['Manage Projects', '/admin/projects'],
      ['Manage Videos', '/admin/videos'],
      ['Media Library', '/admin/media'],
      ['Site Settings', '/admin/settings'],
    ] as const) {
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    // /admin/dashboard is the same screen
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  });

  test(
    'frames every admin screen in the shell: sidebar groups, header, current item',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      await asAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('banner').getByText('admin@elenamarsh.studio')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

      if (isMobile) {
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
        const open = page.getByRole('button', { name: 'Open navigation' });
        await open.click();
        // Escape closes the drawer and hands the keyboard back to its button
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
        await expect(open).toBeFocused();
        // so does a tap on the dimmed page beside it
        await open.click();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        const viewport = page.viewportSize()!;
        await page.mouse.click(viewport.width - 10, viewport.height / 2);
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
        await open.click();
      }
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Content Management starts open, Forms & Submissions closed
      await expect(nav.getByRole('button', { name: 'Content Management' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(nav.getByRole('link', { name: 'Hero Carousel' })).toBeVisible();
      const forms = nav.getByRole('button', { name: 'Forms & Submissions' });
      await expect(forms).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Contact Forms' })).toBeHidden();
      await forms.click();
      await expect(nav.getByRole('link', { name: 'Contact Forms' })).toHaveAttribute(
        'href',
        '/admin/submissions',
      );
      await expect(nav.getByRole('link', { name: 'Consultations' })).toHaveAttribute(
        'href',
        '/admin/consultations',
      );
      for (const [name, href] of [
        ['Hero Carousel', '/admin/content/hero'],
        ['Pricing Guide', '/admin/content/pricing'],
        ['Projects', '/admin/projects'],
        ['Videos', '/admin/videos'],
        ['Media Library', '/admin/media'],
        ['Settings', '/admin/settings'],
      ] as const) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(page.getByRole('link', { name: 'View Live Site' }).last()).toHaveAttribute(
        'href',
        '/',
      );

      // a screen a later issue builds answers with the admin's own not-found, inside the shell
      await nav.getByRole('link', { name: 'Videos' }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/videos`);
      await expect(page.getByRole('banner').getByText('admin@elenamarsh.studio')).toBeVisible();
      if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Videos' }),
      ).toHaveAttribute('aria-current', 'page');
    },
  );

  test("the footer's 'Admin Dashboard' link leads an admin to /admin", async ({ page }) => {
    await asAdmin(page);
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Admin Dashboard' });
    await link.click();
    // through the sign-in page, which sends a signed-in admin on
    await expect(page).toHaveURL(/\/admin$/);
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ email: 'admin@elenamarsh.studio', role: 'admin' });
  });
});
