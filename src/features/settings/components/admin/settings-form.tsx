'use client';

import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import {
  FormSaveBar,
  ManagerPanel,
  PairListEditor,
  TextListEditor,
  useAdminMutation,
  useFormFields,
  type Pair,
} from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import type { StoredSettings } from '../../queries';
import { saveSiteSettings } from '../../actions';

type Form = {
  siteTitle: string;
  siteDescription: string;
  ogImage: string | null;
  twitterHandle: string;
  googleAnalyticsId: string;
  faviconUrl: string | null;
  logoUrl: string | null;
  ownerName: string;
  contactEmail: string;
  phone: string;
  whatsapp: string;
  locations: string[];
  socialLinks: Pair[];
};

const toForm = (s: StoredSettings | null): Form => ({
  siteTitle: s?.siteTitle ?? '',
  siteDescription: s?.siteDescription ?? '',
  ogImage: s?.ogImage ?? null,
  twitterHandle: s?.twitterHandle ?? '',
  googleAnalyticsId: s?.googleAnalyticsId ?? '',
  faviconUrl: s?.faviconUrl ?? null,
  logoUrl: s?.logoUrl ?? null,
  ownerName: s?.ownerName ?? '',
  contactEmail: s?.contactEmail ?? '',
  phone: s?.phone ?? '',
  whatsapp: s?.whatsapp ?? '',
  locations: s?.locations.length ? s.locations : [''],
  socialLinks: s?.socialLinks.length
    ? s.socialLinks.map((l) => ({ label: l.label, value: l.url }))
    : [{ label: '', value: '' }],
});

export function SettingsForm({ settings }: { settings: StoredSettings | null }) {
  const { form, errors, setErrors, set, bind } = useFormFields<Form>(() => toForm(settings));
  const { pending, run } = useAdminMutation();

  return (
    <form
      aria-label="Site settings"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () =>
            saveSiteSettings({
              ...form,
              socialLinks: form.socialLinks.map((l) => ({ label: l.label, url: l.value })),
            }),
          { success: 'Settings saved successfully', failure: 'Error saving settings' },
          {
            onFailure: (o) => {
              if (!o.fieldErrors) return;
              // socialLinks.0.url and the like belong to the list as a whole
              const mapped: Record<string, string> = {};
              for (const [k, v] of Object.entries(o.fieldErrors)) mapped[k.split('.')[0]!] ??= v;
              setErrors(mapped);
            },
          },
        );
      }}
    >
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ManagerPanel
          title="Search and sharing"
          description="How the site introduces itself to search engines and social networks."
        >
          <div className="space-y-4">
            <FormField
              id="settings-title"
              label="Site title"
              hint="The browser tab and search result title of the home page."
            >
              <Input {...bind('siteTitle', 'settings-title')} />
            </FormField>
            <FormField
              id="settings-description"
              label="Site description"
              hint="One or two sentences for search results."
            >
              <Textarea rows={4} {...bind('siteDescription', 'settings-description')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="settings-twitter" label="Twitter handle" error={errors.twitterHandle}>
                <Input placeholder="@elenamarsh" {...bind('twitterHandle', 'settings-twitter')} />
              </FormField>
              <FormField
                id="settings-analytics"
                label="Google Analytics ID"
                error={errors.googleAnalyticsId}
                hint="Leave empty for no analytics."
              >
                <Input
                  placeholder="G-XXXXXXXXXX"
                  {...bind('googleAnalyticsId', 'settings-analytics')}
                />
              </FormField>
            </div>
            <MediaField
              id="settings-og"
              label="Social sharing image (OG image)"
              value={form.ogImage}
              alt="Social sharing image"
              onChange={(v) => set('ogImage', v?.url ?? null)}
            />
          </div>
        </ManagerPanel>
        <div className="space-y-6">
          <ManagerPanel
            title="Brand"
            description="The logo in the header and the icon in the browser tab."
          >
            <div className="space-y-4">
              <MediaField
                id="settings-logo"
                label="Logo"
                value={form.logoUrl}
                alt="Logo"
                onChange={(v) => set('logoUrl', v?.url ?? null)}
              />
              <MediaField
                id="settings-favicon"
                label="Favicon"
                value={form.faviconUrl}
                alt="Favicon"
                onChange={(v) => set('faviconUrl', v?.url ?? null)}
              />
            </div>
          </ManagerPanel>
        </div>
        <ManagerPanel
          title="Contact details"
          description="Shown in the footer, on /contact and in the contact section."
        >
          <div className="space-y-4">
            <FormField id="settings-owner" label="Your name">
              <Input {...bind('ownerName', 'settings-owner')} />
            </FormField>
            <FormField id="settings-email" label="Contact email" error={errors.contactEmail}>
              <Input type="email" {...bind('contactEmail', 'settings-email')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="settings-phone" label="Phone">
                <Input type="tel" {...bind('phone', 'settings-phone')} />
              </FormField>
              <FormField id="settings-whatsapp" label="WhatsApp">
                <Input type="tel" {...bind('whatsapp', 'settings-whatsapp')} />
              </FormField>
            </div>
            <TextListEditor
              id="settings-locations"
              label="Locations"
              values={form.locations}
              onChange={(v) => set('locations', v)}
              addLabel="Add location"
              placeholder="London, United Kingdom"
            />
          </div>
        </ManagerPanel>
        <ManagerPanel title="Social links" description="Profiles linked from the footer.">
          <div className="space-y-2">
            <PairListEditor
              id="settings-social"
              legend="Social link"
              values={form.socialLinks}
              onChange={(v) => set('socialLinks', v)}
              addLabel="Add social link"
              labelPlaceholder="Instagram"
              valuePlaceholder="https://"
            />
            {errors.socialLinks ? (
              <p className="text-sm text-danger">{errors.socialLinks}</p>
            ) : null}
          </div>
        </ManagerPanel>
      </div>
      <FormSaveBar pending={pending}>Save Settings</FormSaveBar>
    </form>
  );
}
