/** Awards in display order; each shows an image of the project it was for (by project slug). */
export const AWARDS = [
  {
    title: 'Residential Visualisation of the Year',
    category: 'Architectural Visualization',
    projectSlug: 'harbour-residence',
    year: 2024,
    status: 'Winner',
    organization: 'Architectural Imagery Awards',
    description:
      'Recognised for a planning and marketing image set that shared one accurate scene, and for its handling of Cape Town’s evening light.',
  },
  {
    title: 'Hospitality Interior of the Year',
    category: 'Spatial Design',
    projectSlug: 'abq-breaking-bad-bar',
    year: 2017,
    status: 'Winner',
    organization: 'UK Bar & Restaurant Design Awards',
    description:
      'Awarded for a themed bar that stayed restrained and atmospheric, with lighting designed to look as good on a phone camera as in person.',
  },
  {
    title: 'Emerging Technology Design',
    category: 'Industrial Design',
    projectSlug: 'ai-robot-prototypes',
    year: 2018,
    status: 'Finalist',
    organization: 'Design Futures Awards',
    description:
      'Shortlisted for a calm, legible design language for research robots intended to work alongside people in hospitals and laboratories.',
  },
  {
    title: 'Consumer Product Design',
    category: 'Product Design',
    projectSlug: 'ferro-espresso-grinder',
    year: 2021,
    status: 'Winner',
    organization: 'Australian Product Design Awards',
    description:
      'Awarded for a compact grinder designed to be repaired rather than replaced, with every wearing part serviceable using one tool.',
  },
  {
    title: 'Real-time Visualisation',
    category: 'Real-time & VR',
    projectSlug: 'thames-wharf-pavilion',
    year: 2025,
    status: 'Nominated',
    organization: 'Immersive Architecture Awards',
    description:
      'Nominated for using an interactive Unreal Engine model to open a public consultation to more than four hundred residents.',
  },
  {
    title: 'Event & Installation Design',
    category: 'Spatial Design',
    projectSlug: 'paris-fashion-week-runway',
    year: 2016,
    status: 'Finalist',
    organization: 'European Set Design Prize',
    description:
      'Shortlisted for a gallery-like runway set that embraced the venue’s daylight instead of blacking it out.',
  },
] as const;
