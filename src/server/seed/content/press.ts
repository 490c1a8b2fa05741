/** Press coverage; each article shows an image of the project it covers (by project slug and gallery index). */
export const PRESS = [
  {
    title: 'Between Mountain and Sea: The Images That Sold a House Before It Existed',
    publication: 'Spatial Review',
    date: '2024-03-12',
    category: 'Feature',
    projectSlug: 'harbour-residence',
    imageIndex: 1,
    externalLink: 'https://www.spatialreview.co.uk/features/between-mountain-and-sea',
    featured: true,
    excerpt:
      'How Elena Marsh used a single, verified scene to win planning consent and launch sales for a cantilevered house on Cape Town’s Atlantic Seaboard.',
  },
  {
    title: 'The Designers Making Robots Less Frightening',
    publication: 'Design Dispatch',
    date: '2018-02-06',
    category: 'Interview',
    projectSlug: 'ai-robot-prototypes',
    imageIndex: 0,
    externalLink: 'https://www.designdispatch.com/interviews/making-robots-less-frightening',
    featured: true,
    excerpt:
      'Elena Marsh on visors, brass joints and why a research robot should always make it obvious where it is looking.',
  },
  {
    title: 'Consultation in Real Time: Residents Walk Through a Pavilion Before It Is Built',
    publication: 'Render Quarterly',
    date: '2024-09-23',
    category: 'Case Study',
    projectSlug: 'thames-wharf-pavilion',
    imageIndex: 0,
    externalLink: 'https://www.renderquarterly.com/case-studies/thames-wharf-pavilion',
    featured: false,
    excerpt:
      'An Unreal Engine walkthrough, a laptop and a community hall: how one London wharf opened its design process to four hundred neighbours.',
  },
  {
    title: 'Ten Grinders Built to Last',
    publication: 'Crema Journal',
    date: '2021-06-15',
    category: 'Product Review',
    projectSlug: 'ferro-espresso-grinder',
    imageIndex: 0,
    externalLink: 'https://www.cremajournal.com.au/reviews/grinders-built-to-last',
    featured: false,
    excerpt:
      'The Ferro grinder earns its place for a brass adjustment ring that clicks with real precision, and a body you can service with a single tool.',
  },
  {
    title: 'Inside the Quiet Runway',
    publication: 'Interiors Journal',
    date: '2016-10-11',
    category: 'Event',
    projectSlug: 'paris-fashion-week-runway',
    imageIndex: 1,
    externalLink: 'https://www.interiorsjournal.com/events/inside-the-quiet-runway',
    featured: false,
    excerpt:
      'A pale resin runway, low dark seating and a single line of light: the set that turned an industrial hall into a gallery for twelve minutes.',
  },
] as const;
