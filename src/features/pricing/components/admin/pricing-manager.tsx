'use client';

import { useCallback } from 'react';
import { PoundSterling } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  ManagerCard,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerGrid,
  ManagerSplit,
  RowActions,
  TextListEditor,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import type { PricingPackage } from '../../queries';
import { deletePricingPackage, savePricingPackage } from '../../actions';
import {
  REGION_LABELS,
  REGIONS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  TIER_LABELS,
  TIERS,
} from '../../schemas';

type ServiceType = (typeof SERVICE_TYPES)[number];
type Form = {
  serviceType: ServiceType;
  tier: (typeof TIERS)[number];
  region: (typeof REGIONS)[number];
  priceRange: string;
  timeline: string;
  hourlyRate: string;
  includes: string[];
};

const fromItem = (p: PricingPackage): Form => ({
  serviceType: p.serviceType,
  tier: p.tier,
  region: p.region,
  priceRange: p.priceRange ?? '',
  timeline: p.timeline ?? '',
  hourlyRate: p.hourlyRate ?? '',
  includes: p.includes.length ? p.includes : [''],
});

const SAVED = toastTexts('Pricing package saved', 'Failed to save pricing package');
const DELETED = toastTexts('Package deleted', 'Failed to delete package');

const regionRank = (r: string) => REGIONS.indexOf(r as (typeof REGIONS)[number]);
const tierRank = (t: string) => TIERS.indexOf(t as (typeof TIERS)[number]);

/** One tab per service type, each with its add-package form and that type's packages. */
export function PricingManager({ packages }: { packages: PricingPackage[] }) {
  return (
    <Tabs defaultValue="archviz">
      <TabsList aria-label="Service type">
        {SERVICE_TYPES.map((type) => (
          <TabsTrigger key={type} value={type}>
            {SERVICE_TYPE_LABELS[type]}
          </TabsTrigger>
        ))}
      </TabsList>
      {SERVICE_TYPES.map((type) => (
        <TabsContent key={type} value={type}>
          <PricingTab type={type} packages={packages.filter((p) => p.serviceType === type)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PricingTab({ type, packages }: { type: ServiceType; packages: PricingPackage[] }) {
  // the documented defaults: basic, UK (and archviz on the first tab)
  const empty = useCallback(
    (): Form => ({
      serviceType: type,
      tier: 'basic',
      region: 'UK',
      priceRange: '',
      timeline: '',
      hourlyRate: '',
      includes: [''],
    }),
    [type],
  );
  const dialog = useManagerDialog<PricingPackage, Form>(empty, fromItem);
  const { form, set, editing } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const save = useManagerSave(dialog, mutation, SAVED, (values, item) =>
    savePricingPackage({ ...values, id: item?.id }),
  );
  const id = (name: string) => `pricing-${type}-${name}`;
  const sorted = [...packages].sort(
    (a, b) =>
      regionRank(a.region) - regionRank(b.region) ||
      tierRank(a.tier) - tierRank(b.tier) ||
      a.id - b.id,
  );

  const formPanel = (
    <ManagerFormPanel
      title={editing ? 'Edit package' : 'Add package'}
      description={`A tier of ${SERVICE_TYPE_LABELS[type]} for one region. Amounts are free text, such as £800 – £1,500.`}
      editing={Boolean(editing)}
      pending={pending}
      submitLabel={editing ? 'Update Package' : 'Add Package'}
      onCancel={dialog.reset}
      onSubmit={save}
    >
      <FormField id={id('service')} label="Service type">
        <Select
          id={id('service')}
          value={form.serviceType}
          onChange={(e) => set('serviceType', e.target.value as ServiceType)}
        >
          {SERVICE_TYPES.map((t) => (
            <option key={t} value={t}>
              {SERVICE_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('tier')} label="Tier">
          <Select
            id={id('tier')}
            value={form.tier}
            onChange={(e) => set('tier', e.target.value as Form['tier'])}
          >
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={id('region')} label="Region">
          <Select
            id={id('region')}
            value={form.region}
            onChange={(e) => set('region', e.target.value as Form['region'])}
          >
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {REGION_LABELS[r]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id={id('price')} label="Price range">
        <Input
          id={id('price')}
          value={form.priceRange}
          onChange={(e) => set('priceRange', e.target.value)}
          placeholder="£800 – £1,500"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('timeline')} label="Timeline">
          <Input
            id={id('timeline')}
            value={form.timeline}
            onChange={(e) => set('timeline', e.target.value)}
            placeholder="1–2 weeks"
          />
        </FormField>
        <FormField id={id('hourly')} label="Hourly rate">
          <Input
            id={id('hourly')}
            value={form.hourlyRate}
            onChange={(e) => set('hourlyRate', e.target.value)}
            placeholder="£65 / hour"
          />
        </FormField>
      </div>
      <TextListEditor
        id={id('includes')}
        label="Includes"
        values={form.includes}
        onChange={(v) => set('includes', v)}
        addLabel="Add inclusion"
        placeholder="Two rounds of revisions"
      />
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={formPanel}>
      {sorted.length === 0 ? (
        <ManagerEmptyState
          icon={PoundSterling}
          message="No pricing packages yet"
          hint={`Add the first ${SERVICE_TYPE_LABELS[type]} package with the form.`}
        />
      ) : (
        <ManagerGrid aria-label={`${SERVICE_TYPE_LABELS[type]} packages`} width="narrow">
          {sorted.map((pkg) => {
            const name = `${TIER_LABELS[pkg.tier]} · ${pkg.region}`;
            return (
              <ManagerCard
                key={pkg.id}
                label={name}
                className={editing?.id === pkg.id ? 'ring-2 ring-accent/40' : undefined}
                footer={
                  <>
                    <span className="px-2 text-xs text-muted">
                      {pkg.includes.length} inclusion{pkg.includes.length === 1 ? '' : 's'}
                    </span>
                    <RowActions
                      item={pkg}
                      label={name}
                      quoteLabel={false}
                      mutation={mutation}
                      deletes={{ action: deletePricingPackage, toasts: DELETED }}
                      dialog={dialog}
                      group="flex"
                    />
                  </>
                }
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="font-display text-2xl leading-none text-ink">
                    {TIER_LABELS[pkg.tier]}
                  </p>
                  <Badge tone={pkg.region === 'UK' ? 'strong' : 'outline'}>{pkg.region}</Badge>
                </div>
                <p className="text-lg font-semibold tracking-tight text-ink tabular-nums">
                  {pkg.priceRange || '—'}
                </p>
                <dl className="grid grid-cols-2 gap-2 text-[13px]">
                  <div>
                    <dt className="text-muted">Timeline</dt>
                    <dd className="text-ink">{pkg.timeline || '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Hourly rate</dt>
                    <dd className="text-ink">{pkg.hourlyRate || '—'}</dd>
                  </div>
                </dl>
              </ManagerCard>
            );
          })}
        </ManagerGrid>
      )}
    </ManagerSplit>
  );
}
