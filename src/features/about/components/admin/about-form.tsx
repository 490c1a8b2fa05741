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
import type { AboutContent } from '../../queries';
import { saveAboutContent } from '../../actions';

type Form = {
  mainTitle: string;
  mainDescription: string;
  journeyContent: string;
  notableProjects: string[];
  softwareList: string[];
  stats: Pair[];
};

const toForm = (about: AboutContent | null): Form => ({
  mainTitle: about?.mainTitle ?? 'About Me',
  mainDescription: about?.mainDescription ?? '',
  journeyContent: about?.journeyContent ?? '',
  notableProjects: about?.notableProjects.length ? about.notableProjects : [''],
  softwareList: about?.softwareList.length ? about.softwareList : [''],
  stats: about?.stats.length ? about.stats : [{ label: '', value: '' }],
});

export function AboutForm({ about }: { about: AboutContent | null }) {
  const { form, set, bind } = useFormFields<Form>(() => toForm(about));
  const { pending, run } = useAdminMutation();

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
            onFailure: (outcome) =>
              console.error('Failed to update about content:', outcome.message),
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
            <div className="space-y-4">
              <FormField id="about-title" label="Main title">
                <Input {...bind('mainTitle', 'about-title')} />
              </FormField>
              <FormField id="about-description" label="Main description">
                <Textarea {...bind('mainDescription', 'about-description')} rows={5} />
              </FormField>
            </div>
          </ManagerPanel>
          <ManagerPanel title="My Journey" description="Separate paragraphs with a blank line.">
            <FormField id="about-journey" label="Journey">
              <Textarea {...bind('journeyContent', 'about-journey')} rows={9} />
            </FormField>
          </ManagerPanel>
          <ManagerPanel
            title="Stats"
            description="The tiles under the text, such as Years Experience — 18+."
          >
            <PairListEditor
              id="about-stats"
              legend="Stat"
              values={form.stats}
              onChange={(stats) => set('stats', stats)}
              addLabel="Add stat"
              labelPlaceholder="Years Experience"
              valuePlaceholder="18+"
            />
          </ManagerPanel>
        </div>
        <div className="space-y-6">
          <ManagerPanel title="Notable Projects">
            <TextListEditor
              id="about-notable"
              label="Notable project"
              values={form.notableProjects}
              onChange={(v) => set('notableProjects', v)}
              addLabel="Add project"
              placeholder="Paris Fashion Week (2016)"
            />
          </ManagerPanel>
          <ManagerPanel title="Software Expertise" description="Shown as a grid of tools.">
            <TextListEditor
              id="about-software"
              label="Software"
              values={form.softwareList}
              onChange={(v) => set('softwareList', v)}
              addLabel="Add software"
              columns={2}
              placeholder="Unreal Engine"
            />
          </ManagerPanel>
        </div>
      </div>
      <FormSaveBar pending={pending}>Save About Content</FormSaveBar>
    </form>
  );
}
