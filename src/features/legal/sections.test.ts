import { describe, expect, it } from 'vitest';
import { legalSections } from './sections';

describe('legalSections', () => {
  it('cuts the text at its headings, with unique ids and plain titles', () => {
    const { lead, sections } = legalSections(
      '<p>Lead.</p><h2>Who I am</h2><p>One</p><h2>Your <strong>rights</strong> &amp; mine</h2><p>Two</p><h2>Who I am</h2>',
    );
    expect(lead).toBe('<p>Lead.</p>');
    expect(sections).toEqual([
      { id: 'who-i-am', title: 'Who I am', html: '<p>One</p>' },
      { id: 'your-rights-and-mine', title: 'Your rights & mine', html: '<p>Two</p>' },
      { id: 'who-i-am-2', title: 'Who I am', html: '' },
    ]);
  });

  it('is all lead without headings', () => {
    expect(legalSections('<p>Only</p>')).toEqual({ lead: '<p>Only</p>', sections: [] });
  });
});
