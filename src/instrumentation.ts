export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('./server/boot');
    await boot();
    // the page-level half of the not-found answers (docs/decisions/004)
    const { registerProbe } = await import('./features/seo/missing-content');
    registerProbe();
    // pages for those given their link only: never cached, never indexed
    const { registerPrivatePages } = await import('./features/projects/private-pages');
    registerPrivatePages();
    // booked calls' reminders, a minute apart, claimed once across instances
    const { startBookingJobs } = await import('./features/booking/jobs');
    startBookingJobs();
    // old addresses of posts and projects, the owner's redirects, and the missed-address counts
    const { registerRedirects } = await import('./features/addresses/redirect-probe');
    registerRedirects();
    // the owner's daily digest of her leads, at the hour she sets (off until she does)
    const { startDigestJob } = await import('./features/submissions/digest/job');
    startDigestJob();
  }
}
