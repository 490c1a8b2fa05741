'use client';

import { field, FormSaveBar, ManagerPanel, useDeclaredForm } from '@/components/admin';
import type { AboutContent } from '../../queries';
import { saveAboutContent } from '../../actions';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('about');

const fields = {
  mainTitle: field.text({ label: 'Main title', initial: () => 'About Me' }),
  mainDescription: field.textarea({ label: 'Main description', rows: 5 }),
  journeyContent: field.textarea({ label: 'Journey', rows: 9 }),
  stats: field.pairs({
    legend: 'Stat',
    addLabel: 'Add stat',
    labelPlaceholder: 'Years Experience',
    valuePlaceholder: '18+',
  }),
  notableProjects: field.list({
    label: 'Notable project',
    addLabel: 'Add project',
    placeholder: 'Paris Fashion Week (2016)',
  }),
  softwareList: field.list({
    label: 'Software',
    addLabel: 'Add software',
    columns: 2,
    placeholder: 'Unreal Engine',
  }),
};

export function AboutForm({ about }: { about: AboutContent | null }) {
  const { form, pending, run, part } = useDeclaredForm(fields, {
    idPrefix: 'about',
    stored: about,
  });

  return (
    <form
      aria-label="About content"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => saveAboutContent(form),
          {
            success: 'About content updated successfully',
            failure: 'Failed to update about content',
          },
          {
            onFailure: (outcome) => log.error('could not save the about content:', outcome.message),
          },
        );
      }}
      className="space-y-6"
    >
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <ManagerPanel
            title="Introduction"
            description="The heading and opening paragraph of the About section."
          >
            {part(['mainTitle', 'mainDescription'])}
          </ManagerPanel>
          <ManagerPanel title="My Journey" description="Separate paragraphs with a blank line.">
            {part(['journeyContent'])}
          </ManagerPanel>
          <ManagerPanel
            title="Stats"
            description="The tiles under the text, such as Years Experience — 18+."
          >
            {part(['stats'])}
          </ManagerPanel>
        </div>
        <div className="space-y-6">
          <ManagerPanel title="Notable Projects">{part(['notableProjects'])}</ManagerPanel>
          <ManagerPanel title="Software Expertise" description="Shown as a grid of tools.">
            {part(['softwareList'])}
          </ManagerPanel>
        </div>
      </div>
      <FormSaveBar pending={pending}>Save About Content</FormSaveBar>
    </form>
  );
}
