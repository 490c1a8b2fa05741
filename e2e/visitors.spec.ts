import { expect, test } from './fixtures';
import { asAdmin } from './fixtures/login';

// Visitor numbers without cookies: a real browser's visit is counted once per
// day however often it reloads, gets no cookie, and the signed-in owner's own
// visits are not counted. The batch writer runs every 15 s, so the dashboard
// is polled.

// the test browser names itself HeadlessChrome, which the counter takes for a bot
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a visit is counted once, sets no cookie, and the owner is not counted', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ userAgent: BROWSER_UA });
  const tab = await visitor.newPage();
  await tab.goto(`/about?utm_source=${tag}`);
  await tab.reload();
  await tab.goto(`/about?utm_source=${tag}`);
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  // the owner, signed in, looks at the same page with another source
  await asAdmin(page);
  await page.goto(`/about?utm_source=${tag}-owner`);

  await expect
    .poll(
      async () => {
        await page.goto('/admin');
        const card = page.getByRole('region', { name: 'Visitors' });
        const row = card
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: tag, exact: true }) });
        return (await row.count()) > 0
          ? (await row.first().getByRole('cell').allInnerTexts()).map((t) => t.trim())
          : [];
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual([tag, '1', '0', '0%']);
  const card = page.getByRole('region', { name: 'Visitors' });
  await expect(card.getByText(`${tag}-owner`)).toHaveCount(0);
  await expect(card.getByRole('img', { name: /Daily page views and visitors/ })).toBeVisible();
  await card.screenshot({ path: test.info().outputPath('visitors-card.png') });
});
