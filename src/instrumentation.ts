export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('./server/boot');
    await boot();
    // the page-level half of the not-found answers (docs/decisions/004)
    const { registerProbe } = await import('./features/seo/missing-content');
    registerProbe();
  }
}
