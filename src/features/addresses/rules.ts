import 'server-only';
import type { Db } from '@/server/db';
import { redirects } from '@/server/db/schema';
import { addressKey, parseSource, parseTarget, type RedirectStatus } from './paths';
import { siteAddressIn } from './site-addresses';

// Whether a redirect may be saved: its ends readable, its source an address that names nothing
// today (a page wins over a redirect, so one from a page would never be followed), its target a
// page that exists or another site, and no loop or chain with the other redirects (a visitor is
// sent on once, never twice).

export type RuleInput = { source: string; target: string; status: RedirectStatus };
export type CheckedRule = {
  source: string;
  sourceKey: string;
  target: string;
  status: RedirectStatus;
};
export type RuleRefusal = { field: 'source' | 'target'; message: string };

/** A saved redirect as the checks see it; `targetKey` is null for another site. */
export type KnownRule = {
  id: number;
  source: string;
  key: string;
  target: string;
  targetKey: string | null;
};

/** The matching key of a stored target that is a site path, else null. */
function keyOfTarget(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const [beforeHash = target] = target.split('#', 1);
  const [path = '/', query = ''] = beforeHash.split('?', 2);
  return addressKey(path, query);
}

/** Every saved redirect, for checking new ones against (read once per save or import). */
export async function knownRules(db: Db): Promise<KnownRule[]> {
  const rows = await db
    .select({
      id: redirects.id,
      source: redirects.source,
      key: redirects.sourceKey,
      target: redirects.target,
    })
    .from(redirects);
  return rows.map((r) => ({ ...r, targetKey: keyOfTarget(r.target) }));
}

type Checked = { ok: true; rule: CheckedRule } | { ok: false; refusal: RuleRefusal };

/**
 * The rule as it is stored, or why it cannot be. `siteUrl` is the public origin (a full address
 * on this very site is kept as its path); `known` the other redirects (the one being edited left
 * out), with those an import has accepted so far.
 */
export async function checkRule(
  db: Db,
  input: RuleInput,
  siteUrl: string,
  known: readonly KnownRule[],
): Promise<Checked> {
  const refuse = (field: RuleRefusal['field'], message: string): Checked => ({
    ok: false,
    refusal: { field, message },
  });
  const source = parseSource(input.source);
  if (!source.ok) return refuse('source', source.message);
  const target = parseTarget(input.target, siteUrl);
  if (!target.ok) return refuse('target', target.message);
  const { key } = source.value;
  const targetKey = target.value.key;
  if (targetKey === key) return refuse('target', 'A redirect cannot lead to itself.');

  const same = known.find((r) => r.key === key);
  if (same) return refuse('source', `A redirect from ${same.source} already exists.`);
  const onward = targetKey === null ? undefined : known.find((r) => r.key === targetKey);
  if (onward)
    return refuse(
      'target',
      `${onward.source} is itself redirected to ${onward.target}: send this address straight there.`,
    );
  const into = known.find((r) => r.targetKey === key);
  if (into)
    return refuse(
      'source',
      `${into.source} already redirects to this address, so a visitor would be sent on twice. Point ${into.source} at the new address instead.`,
    );
  if ((await siteAddressIn(db, key)) !== 'nothing')
    return refuse(
      'source',
      `${source.value.source} is a page of this site: a redirect from it would never be followed.`,
    );
  if (targetKey !== null && (await siteAddressIn(db, targetKey)) === 'nothing')
    return refuse('target', `There is no page at ${target.value.target} on this site.`);
  return {
    ok: true,
    rule: {
      source: source.value.source,
      sourceKey: key,
      target: target.value.target,
      status: input.status,
    },
  };
}

/** A checked rule as the next ones of an import see it. */
export function asKnown(rule: CheckedRule, id = -1): KnownRule {
  return {
    id,
    source: rule.source,
    key: rule.sourceKey,
    target: rule.target,
    targetKey: keyOfTarget(rule.target),
  };
}
