'use client';

import { field, FormSaveBar, ManagerPanel, useDeclaredForm } from '@/components/admin';
import { mediaField } from '@/features/media/picker';
import type { StoredSettings } from '../../queries';
import { saveSiteSettings } from '../../actions';

const fields = {
  siteTitle: field.text({
    label: 'Site title',
    hint: 'The browser tab and search result title of the home page.',
  }),
  siteDescription: field.textarea({
    label: 'Site description',
    hint: 'One or two sentences for search results.',
    rows: 4,
  }),
  twitterHandle: field.text({ label: 'Twitter handle', placeholder: '@elenamarsh', width: 'half' }),
  googleAnalyticsId: field.text({
    label: 'Google Analytics ID',
    hint: 'Leave empty for no analytics.',
    placeholder: 'G-XXXXXXXXXX',
    width: 'half',
  }),
  ogImage: mediaField({ label: 'Social sharing image (OG image)' }),
  logoUrl: mediaField({ label: 'Logo' }),
  faviconUrl: mediaField({ label: 'Favicon' }),
  ownerName: field.text({ label: 'Your name' }),
  contactEmail: field.text({ label: 'Contact email', type: 'email' }),
  phone: field.text({ label: 'Phone', type: 'tel', width: 'half' }),
  whatsapp: field.text({ label: 'WhatsApp', type: 'tel', width: 'half' }),
  locations: field.list({
    label: 'Locations',
    addLabel: 'Add location',
    placeholder: 'London, United Kingdom',
  }),
  socialLinks: field.pairs({
    legend: 'Social link',
    addLabel: 'Add social link',
    labelPlaceholder: 'Instagram',
    valuePlaceholder: 'https://',
  }),
};

export function SettingsForm({ settings }: { settings: StoredSettings | null }) {
  const { form, setErrors, pending, run, part } = useDeclaredForm(fields, {
    idPrefix: 'settings',
    stored: settings && {
      ...settings,
      socialLinks: settings.socialLinks.map((l) => ({ label: l.label, value: l.url })),
    },
  });

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
          {part(['siteTitle', 'siteDescription', 'twitterHandle', 'googleAnalyticsId', 'ogImage'])}
        </ManagerPanel>
        <ManagerPanel
          title="Brand"
          description="The logo in the header and the icon in the browser tab."
        >
          {part(['logoUrl', 'faviconUrl'])}
        </ManagerPanel>
        <ManagerPanel
          title="Contact details"
          description="Shown in the footer, on /contact and in the contact section."
        >
          {part(['ownerName', 'contactEmail', 'phone', 'whatsapp', 'locations'])}
        </ManagerPanel>
        <ManagerPanel title="Social links" description="Profiles linked from the footer.">
          {part(['socialLinks'])}
        </ManagerPanel>
      </div>
      <FormSaveBar pending={pending}>Save Settings</FormSaveBar>
    </form>
  );
}
