import { request as http, type Locator, type Page } from '@playwright/test';
import { expect, gotoPlanner, test } from './fixtures';
import { asAdmin, uniqueEmail } from './fixtures/login';
import { bookingMail, type BookingMail } from './fixtures/invitations';

// Booking the free consultation from /request-consultation, in a browser set to Sydney: the
// times in Sydney with London's beside them, the invitation in the mail sink, moving and
// cancelling through the private link, and the owner's Bookings screen and calendar feed after
// each step. Then the same booking in a browser without JavaScript. The seeded site takes
// bookings on weekdays in London, so there are always open times in the coming weeks.

test.use({ timezoneId: 'Australia/Sydney' });

const arrived = async (address: string, kind: string): Promise<BookingMail> => {
  await expect.poll(() => bookingMail(address, kind)?.kind, { timeout: 20_000 }).toBe(kind);
  return bookingMail(address, kind)!;
};

/** The open times of a slot list: each a label around its radio. */
const times = (within: Locator) =>
  within.locator('label').filter({ has: within.page().getByRole('radio') });

async function fillRequest(page: Page, who: string, visitor: string) {
  await page.getByLabel('Name').fill(who);
  await page.getByLabel('Email').fill(visitor);
  await page
    .getByLabel('Project Details')
    .fill('A reading room for a Georgian townhouse in Bath, drawings by spring.');
}

/** The owner's Bookings screen shows the client's call in the state named. */
async function ownerSees(owner: Page, who: string, state: 'Booked' | 'Cancelled') {
  await owner.goto('/admin/bookings');
  const row = owner.getByRole('listitem').filter({ hasText: who });
  await expect(row).toContainText(state);
  return row;
}

/** The owner's feed, read as a subscribed calendar would. */
async function feedOf(owner: Page): Promise<string> {
  await owner.goto('/admin/bookings');
  const url = await owner.getByLabel('Calendar feed address').inputValue();
  // as a calendar polls it: no session, a connection of its own
  const calendar = await http.newContext();
  const answer = await calendar.get(url);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  expect(answer.headers()['cache-control']).toContain('no-store');
  const text = (await answer.text()).replace(/\r\n[ \t]/g, '');
  await calendar.dispose();
  return text;
}

test('a visitor in Sydney books a call, moves it by the link and cancels it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await gotoPlanner(page);
  const step = page.locator('#pick-a-time');
  await step.scrollIntoViewIfNeeded();
  // the browser's picker: its own zone, every time with London's beside it
  await expect(step.getByLabel('Your time zone')).toHaveValue('Australia/Sydney');
  await expect(step.getByRole('group', { name: /\(Sydney time\)/ })).toBeVisible();
  const first = times(step).first();
  await expect(first).toContainText(/\d\d:\d\d in London/);
  await first.click();
  await expect(first.getByRole('radio')).toBeChecked();
  await expect(step.getByText(/^Chosen: .+ Sydney time \(\d\d:\d\d in London\)$/)).toBeVisible();

  const visitor = uniqueEmail('booker');
  const who = `Grace ${Date.now().toString(36)}`;
  await fillRequest(page, who, visitor);
  await page.clock.fastForward('00:05');
  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();
  await expect(page.getByText(/Your call is booked for .+ \(Sydney time\)\./)).toBeVisible();

  const booked = await arrived(visitor, 'booking-confirmation');
  expect(booked.invitation).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
  const uid = booked.invitation!.uid;

  const owner = await (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
  await asAdmin(owner);
  await ownerSees(owner, who, 'Booked');
  expect(await feedOf(owner)).toContain(`UID:${uid}`);

  // the link: another day's first time
  await page.goto(booked.link!);
  await expect(page.getByRole('heading', { name: /with Elena Marsh/, level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Days with open times' }).getByRole('link').nth(1).click();
  const move = page.locator('#move');
  await times(move).first().click();
  await move.getByLabel(/A note for/).fill('Thursday suits me better.');
  await move.getByRole('button', { name: 'Move my call' }).click();
  await expect(page.getByText('Your call has moved.')).toBeVisible();

  const moved = await arrived(visitor, 'booking-rescheduled');
  expect(moved.invitation).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
  expect(moved.invitation!.start).not.toBe(booked.invitation!.start);
  await ownerSees(owner, who, 'Booked');
  expect(await feedOf(owner)).toMatch(new RegExp(`UID:${uid}[\\s\\S]*?SEQUENCE:1`));

  // the first link was replaced by the move's
  await page.goto(booked.link!);
  await expect(page.getByRole('heading', { name: 'This link has been replaced' })).toBeVisible();
  await page.goto(moved.link!);
  await page.getByRole('button', { name: 'Cancel my call' }).click();
  await expect(page.getByRole('heading', { name: 'This call is cancelled' })).toBeVisible();

  const cancelled = await arrived(visitor, 'booking-cancelled');
  expect(cancelled.invitation).toMatchObject({ method: 'CANCEL', uid, sequence: 2 });
  await ownerSees(owner, who, 'Cancelled');
  expect(await feedOf(owner)).toMatch(new RegExp(`UID:${uid}[\\s\\S]*?STATUS:CANCELLED`));
  await owner.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor picks their zone and a time from plain forms and books', async ({ page }) => {
    await page.goto('/request-consultation');
    const step = page.locator('#pick-a-time');
    // the owner's zone until the visitor asks for theirs
    await expect(step.getByLabel('Your time zone')).toHaveValue('Europe/London');
    await step.getByLabel('Your time zone').selectOption('Australia/Sydney');
    await step.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(/tz=Australia%2FSydney/);
    await expect(step.getByRole('group', { name: /\(Sydney time\)/ })).toBeVisible();
    // the last open day, well away from the other test's times
    await step.getByRole('list', { name: 'Days with open times' }).getByRole('link').last().click();
    const last = times(step).last();
    await expect(last).toContainText(/in London/);
    await last.click();

    const visitor = uniqueEmail('plain-booker');
    await fillRequest(page, `Ada ${Date.now().toString(36)}`, visitor);
    // the server wants a few seconds between rendering the form and its post: the post says it
    // was rendered a minute ago, as for a person who read the page first
    await page.route('**/api/forms/consultation', (route) => {
      const body = route.request().postData();
      if (route.request().method() !== 'POST' || !body) return route.continue();
      const earlier = String(Date.now() - 60_000);
      const postData = body.replace(/(name="form_shown_at"\r\n\r\n)\d+/, `$1${earlier}`);
      return route.continue({ postData });
    });
    await page.getByRole('button', { name: 'Request Consultation' }).click();
    await expect(page.getByRole('status')).toContainText('Consultation Request Submitted');
    await expect(page.getByRole('status')).toContainText(/booked for .+ \(Sydney time\)/);
    const booked = await arrived(visitor, 'booking-confirmation');
    expect(booked.invitation).toMatchObject({ method: 'REQUEST', sequence: 0 });
  });
});

test(
  'on a phone the times scroll in their row and the page never sideways',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await gotoPlanner(page);
    const step = page.locator('#pick-a-time');
    await step.scrollIntoViewIfNeeded();
    // the browser's picker has replaced the server's list
    await expect(step.getByLabel('Your time zone')).toHaveValue('Australia/Sydney');
    const first = times(step).first();
    await first.tap();
    await expect(step.getByText(/^Chosen: .+ Sydney time/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  },
);
