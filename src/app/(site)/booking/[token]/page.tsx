import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { manageView } from '@/features/booking/manage-queries';
import { ManageCall } from '@/features/booking/components/manage-call';
import { firstParam, type SearchParam } from '@/lib/search-params';
import './styles.css';

// A booked call's private page (the client's link from their mail). The HTTP layer never keeps
// it in a cache, keeps it out of the visitor numbers, and answers 404 for a link that names no
// call (src/server/http).

export const metadata: Metadata = {
  title: 'Your consultation call',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Params = { token: string };
type Search = Record<string, SearchParam>;

const CLOSED = {
  unknown: {
    title: 'This link is not valid',
    text: 'It does not open any call. Please check that the whole address from your e-mail was copied, or write to me and I will help.',
  },
  replaced: {
    title: 'This link has been replaced',
    text: 'Your call has changed since this e-mail was sent. Please use the link in the latest e-mail about your call.',
  },
  cancelled: {
    title: 'This call is cancelled',
    text: 'Its time is free again, and the update has gone to your calendar. To talk another time, send a new request.',
  },
  passed: {
    title: 'This call has already taken place',
    text: 'Thank you for your time. For anything else, send a new request or reply to any of my e-mails.',
  },
} as const;

export default async function ManageBookingPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Search>;
}) {
  await connection();
  const token = decodeURIComponent((await params).token);
  const search = await searchParams;
  const result = await manageView(token, {
    tz: firstParam(search.tz, ''),
    day: firstParam(search.day, ''),
  });
  if (result.state !== 'open') {
    const closed = CLOSED[result.state];
    return (
      <PageHero eyebrow="Your call" title={closed.title} intro={<p>{closed.text}</p>}>
        <a href="/request-consultation" className={`${buttonVariants()} mt-10`}>
          Request a consultation
        </a>
      </PageHero>
    );
  }
  return (
    <>
      <PageHero
        eyebrow="Your call"
        title={`${result.call.title} with ${result.ownerName}`}
        intro={<p>Move it to another time or cancel it here, whenever you need to.</p>}
      />
      <ManageCall
        token={token}
        call={result.call}
        view={result.view}
        ownerName={result.ownerName}
        done={firstParam(search.done, '')}
        problem={firstParam(search.problem, '')}
      />
    </>
  );
}
