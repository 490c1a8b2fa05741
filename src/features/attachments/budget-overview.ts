import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { requireAdmin } from '@/server/auth/guard';
import { defaultBudget, savedBudget, storedAttachments, type BudgetSettings } from './budget';

/** What Site Settings shows of the files sent with requests. */
export type BudgetOverview = {
  saved: BudgetSettings;
  defaults: BudgetSettings<number>;
  stored: { bytes: number; files: number; staged: number };
  /** whether the server knows visitors' addresses (TRUSTED_IP_HEADER), so a budget per address holds */
  perAddress: boolean;
};

/** The budgets and the storage in use, for an admin only. */
export async function getBudgetOverview(): Promise<BudgetOverview> {
  await requireAdmin();
  const db = await getDb();
  const [saved, stored] = await Promise.all([savedBudget(db), storedAttachments(db)]);
  return {
    saved,
    defaults: defaultBudget(),
    stored,
    perAddress: env().TRUSTED_IP_HEADER !== undefined,
  };
}
