import { test as setup } from './fixtures';
import { ADMIN_STATE } from './fixtures/config';
import { signInAsAdmin } from './fixtures/login';

// Signs the admin in through the form once and saves the session for every spec that works
// as the admin (fixtures/login.ts `asAdmin`), instead of some twenty sign-ins through the form.

setup('sign the admin in', async ({ page }) => {
  await signInAsAdmin(page);
  await page.context().storageState({ path: ADMIN_STATE });
});
