import { art, COVER_SIZE, type ArtSpec } from '../art-spec';
import { VIDEOS } from './videos';

export const PROJECT_CATEGORIES = [
  'Architectural Visualization',
  'Interior & Spatial',
  'Product Design',
  'Industrial Design',
  'Real-time & VR',
] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export type SeedProject = {
  slug: string;
  title: string;
  category: ProjectCategory;
  description: string;
  details: string;
  client: string;
  year: string;
  location: string;
  website: string | null;
  projectDate: string;
  featured: boolean;
  youtubeVideos: string[];
  gallery: ArtSpec[];
};

const paragraphs = (...p: string[]) => p.join('\n\n');

/** In display order: the featured work first, then a mix of disciplines. */
export const PROJECTS: SeedProject[] = [
  {
    slug: 'harbour-residence',
    title: 'Harbour Residence',
    category: 'Architectural Visualization',
    description:
      'Marketing stills and a planning set for a cantilevered family house above the Atlantic Seaboard, framed against Table Mountain.',
    details: paragraphs(
      'Atlantic Seaboard Developments needed images that could do two jobs at once: satisfy a heritage-sensitive planning panel, and sell a house that did not yet exist to buyers who had only ever seen the empty plot. I built a single, accurate scene from the architect’s Revit model and survey data, so every view used for planning could also be reused, re-lit, for marketing.',
      'The planning set was deliberately sober: true-to-life lens lengths, verified camera positions and honest overcast light. The marketing set was allowed to breathe, with long golden-hour shadows across the board-formed concrete, the upper volume floating over a black-bottomed pool, and the flat top of Table Mountain holding the horizon.',
      'The house received consent at the first hearing, and the development sold off-plan within six weeks of launch. The same scene was later extended into a short walkthrough film for the sales suite.',
    ),
    client: 'Atlantic Seaboard Developments',
    year: '2023',
    location: 'Cape Town, South Africa',
    website: 'https://www.atlanticseaboard.co.za',
    projectDate: '2023-09-14',
    featured: true,
    youtubeVideos: [],
    gallery: [
      art(
        'harbour-residence-1',
        'A concrete house with a cantilevered upper storey at golden hour, Table Mountain’s flat summit on the horizon behind it.',
        COVER_SIZE,
      ),
      art(
        'harbour-residence-2',
        'The Harbour Residence at dusk, its glazed ground floor glowing warm beneath the dark upper volume.',
        COVER_SIZE,
      ),
      art(
        'harbour-residence-3',
        'The living room of the Harbour Residence, a low sofa facing full-height glazing and a slab of afternoon sun on the timber floor.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'abq-breaking-bad-bar',
    title: 'ABQ Breaking Bad Bar',
    category: 'Interior & Spatial',
    description:
      'Spatial design and visualisation for a themed cocktail bar in London, inspired by the desert laboratory of a famous television drama.',
    details: paragraphs(
      'ABQ London wanted a bar that guests would photograph before they had ordered a drink, without tipping into pastiche. I developed the spatial concept and visualised it in stages: a mood-led massing study, then detailed lighting scenes that the joinery and electrical contractors could work from.',
      'The room is organised around a long, fluted bar front lit from below, with a rhythm of low pendants over the counter and a darker, more intimate zone towards the back. Materials were chosen to read well on phone cameras in low light: brushed brass, dark stained timber and a warm, slightly amber colour temperature.',
      'Opening in 2016, the bar became one of the most talked-about themed venues in the city that year. The visualisations were used for the licensing application, the fit-out tender and the launch press kit.',
    ),
    client: 'ABQ London',
    year: '2016',
    location: 'London, United Kingdom',
    website: null,
    projectDate: '2016-04-20',
    featured: true,
    youtubeVideos: [],
    gallery: [
      art(
        'abq-bar-1',
        'A dark cocktail bar with a fluted, back-lit counter, brass stools and a row of glowing pendant lights.',
        COVER_SIZE,
      ),
      art(
        'abq-bar-2',
        'The bar seen from the entrance, pendants reflected in the counter top and a dusk sky through tall windows.',
        COVER_SIZE,
      ),
      art(
        'abq-bar-3',
        'A warmer lighting study of the bar, with amber walls and brass detailing.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'ai-robot-prototypes',
    title: 'AI Robot Prototypes',
    category: 'Industrial Design',
    description:
      'Industrial design of the enclosures and articulated arm for a family of research robots, from first sketches to tooled prototypes.',
    details: paragraphs(
      'Kinetica Robotics had capable machine-learning software and a bench of exposed servos. They needed hardware that could sit in a hospital corridor or a university lab without frightening anyone, and that their small team could actually assemble. Over nine months I designed the head, torso enclosure and a six-axis arm as one family.',
      'The design language is calm and legible: a soft, spherical head with a single dark visor so that the cameras are honest about where they are looking, and an arm whose joints are picked out in brushed brass so people can read its reach at a glance. Every shell was designed for two-part moulding, with shared fixings and a single service panel.',
      'Three working prototypes were built in 2017 and shown at a European robotics conference. The exploded-view renders became the assembly guide for the pilot run.',
    ),
    client: 'Kinetica Robotics',
    year: '2017',
    location: 'London, United Kingdom',
    website: 'https://www.kineticarobotics.co.uk',
    projectDate: '2017-10-02',
    featured: true,
    youtubeVideos: [],
    gallery: [
      art(
        'ai-robot-1',
        'A research robot head: a pale spherical shell with a dark visor, two cyan camera lights and brass ear rings, on a deep blue backdrop.',
        COVER_SIZE,
      ),
      art(
        'ai-robot-2',
        'The prototype six-axis robotic arm in stone white with brass joints, photographed on a pale grey studio floor.',
        COVER_SIZE,
      ),
      art(
        'ai-robot-3',
        'An exploded view of the robot head, its shell, neck and visor separated vertically to show the assembly.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'thames-wharf-pavilion',
    title: 'Thames Wharf Pavilion',
    category: 'Real-time & VR',
    description:
      'An interactive Unreal Engine walkthrough of a riverside exhibition pavilion, used in stakeholder workshops and a public consultation.',
    details: paragraphs(
      'Riverside Estates were consulting on a small public pavilion at the end of a regenerated wharf. Drawings were not landing with residents, so I built a real-time model that ran on a laptop and a VR headset, and could be driven live in a community hall.',
      'People could walk the route from the station, stand under the deep timber roof, switch between summer and winter light and compare two options for the river edge. Every session was recorded, and the feedback fed directly into the next design revision.',
      'More than four hundred residents used the walkthrough over three weekends. The approach has since become the client’s standard for early consultation.',
    ),
    client: 'Riverside Estates',
    year: '2024',
    location: 'London, United Kingdom',
    website: 'https://www.riversideestates.co.uk',
    projectDate: '2024-06-18',
    featured: false,
    youtubeVideos: [VIDEOS[0].youtubeUrl],
    gallery: [
      art(
        'thames-wharf-1',
        'A low timber-roofed pavilion with slender brass columns beside a reflecting pool under a soft overcast sky.',
        COVER_SIZE,
      ),
      art(
        'thames-wharf-2',
        'The pavilion’s exhibition room, with sculptures on plinths and daylight falling through a wall of glass.',
        COVER_SIZE,
      ),
      art(
        'thames-wharf-3',
        'A real-time engine view of the design options: glowing frames over a gridded, reflective floor.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'aurelia-table-lamp',
    title: 'Aurelia Table Lamp',
    category: 'Product Design',
    description:
      'A brass and opal-glass table lamp designed for small-batch production, from concept sketches to launch imagery.',
    details: paragraphs(
      'Northlight Studio asked for a lamp that would feel at home on a bedside table in a London flat and in a boutique hotel in Cape Town. Aurelia is a single gesture: a weighted brass disc, a slender stem and a hand-blown opal globe that glows evenly from every angle.',
      'I worked through proportions in physical mock-ups before committing to CAD, then resolved the details that make small-batch lighting viable: a stem that threads into the base without visible fixings, a standard lamp-holder, and a globe that can be replaced without tools.',
      'The launch imagery was rendered before the first production run, so the lamp was on the client’s website and in a trade catalogue on the day the samples arrived.',
    ),
    client: 'Northlight Studio',
    year: '2022',
    location: 'London, United Kingdom',
    website: 'https://www.northlightstudio.co.uk',
    projectDate: '2022-03-08',
    featured: false,
    youtubeVideos: [],
    gallery: [
      art(
        'aurelia-lamp-1',
        'The Aurelia lamp: a brass stem and disc base with a glowing opal glass globe, on a warm sand backdrop.',
        COVER_SIZE,
      ),
      art(
        'aurelia-lamp-2',
        'Aurelia photographed on a stone plinth against a pale limestone backdrop.',
        COVER_SIZE,
      ),
      art(
        'aurelia-lamp-3',
        'A close view of the lamp’s brass collar and the base of the opal globe.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'bondi-terrace-apartments',
    title: 'Bondi Terrace Apartments',
    category: 'Architectural Visualization',
    description:
      'Exterior and interior visualisation for a boutique block of terraced apartments a short walk from the beach in Sydney’s eastern suburbs.',
    details: paragraphs(
      'Coastline Living were launching twelve apartments to a buyer audience that knew the area intimately. The images had to feel like Bondi: hard midday light, pale masonry, deep balconies and the sea always somewhere in the frame.',
      'I produced four exteriors, three interiors and a twilight hero image. The interiors were staged with the interior designer’s actual furniture schedule, so that buyers visiting the display suite saw exactly what they had seen online.',
      'Ten of the twelve apartments sold before completion. The twilight image ran as the campaign’s lead visual across print and social media.',
    ),
    client: 'Coastline Living',
    year: '2024',
    location: 'Sydney, Australia',
    website: 'https://www.coastlineliving.com.au',
    projectDate: '2024-02-26',
    featured: false,
    youtubeVideos: [],
    gallery: [
      art(
        'bondi-terrace-1',
        'Stacked white apartment floors with deep balconies and full-height glazing under a clear midday sky.',
        COVER_SIZE,
      ),
      art(
        'bondi-terrace-2',
        'The apartment block at twilight, every floor lit warm against a deep blue sky.',
        COVER_SIZE,
      ),
      art(
        'bondi-terrace-3',
        'A bright apartment living room with a pale sofa, a round timber table and a view of the sky.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'paris-fashion-week-runway',
    title: 'Paris Fashion Week Runway',
    category: 'Interior & Spatial',
    description:
      'Set and spatial design for a spring/summer runway show during Paris Fashion Week, visualised to the minute for the show’s producers.',
    details: paragraphs(
      'Maison Verel wanted their show to feel like walking into a quiet gallery: a long raised runway of pale resin, guests seated low on dark blocks, and a single line of light overhead. The venue was a former industrial hall with a glass wall along one side, which we chose to embrace rather than black out.',
      'I modelled the hall from the venue’s survey, planned sightlines for every seat and produced lighting studies at the exact show time, so the production team could see how the afternoon light would move across the runway during the twelve-minute show.',
      'The set was built in three days and struck in one. Images from the show ran in the trade press the following week, and the visualisations were reused for the brand’s lookbook backdrop.',
    ),
    client: 'Maison Verel',
    year: '2016',
    location: 'Paris, France',
    website: 'https://www.maisonverel.fr',
    projectDate: '2016-09-30',
    featured: false,
    youtubeVideos: [],
    gallery: [
      art(
        'paris-runway-1',
        'A long pale runway running through a concrete hall, lined with dark seating blocks under linear ceiling lights.',
        COVER_SIZE,
      ),
      art(
        'paris-runway-2',
        'The runway set from a front-row seat, daylight pouring through the hall’s glass wall.',
        COVER_SIZE,
      ),
      art(
        'paris-runway-3',
        'A lighting study of the runway at the show’s start time, with warm light across the floor.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'ferro-espresso-grinder',
    title: 'Ferro Espresso Grinder',
    category: 'Industrial Design',
    description:
      'A compact, serviceable espresso grinder for home baristas, designed with a Melbourne coffee-equipment start-up.',
    details: paragraphs(
      'Ferro Coffee Instruments had a superb burr set and a motor supplier; they needed a product around them. The brief was a grinder that would sit under a kitchen cabinet, be easy to clean, and last ten years rather than three.',
      'The body is a single die-cast cylinder in a deep ink finish, with a brass grind-adjustment ring that clicks in precise steps and a smoked hopper that lifts off with a quarter turn. Every wearing part can be replaced with one tool, and the exploded-view drawings double as the owner’s service guide.',
      'After two rounds of prototypes and user testing with café owners in Melbourne and Sydney, the grinder went into production in 2020 and won a national design award the following year.',
    ),
    client: 'Ferro Coffee Instruments',
    year: '2020',
    location: 'Melbourne, Australia',
    website: 'https://www.ferrocoffee.com.au',
    projectDate: '2020-11-12',
    featured: false,
    youtubeVideos: [],
    gallery: [
      art(
        'ferro-grinder-1',
        'A compact espresso grinder with a deep ink body, brass adjustment ring and smoked hopper on a charcoal backdrop.',
        COVER_SIZE,
      ),
      art(
        'ferro-grinder-2',
        'An exploded view of the grinder: base, body, brass ring, hopper and lid separated in a vertical stack.',
        COVER_SIZE,
      ),
      art(
        'ferro-grinder-3',
        'A close view of the grinder’s brass adjustment ring and hopper.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'karoo-observatory-lodge',
    title: 'Karoo Observatory Lodge',
    category: 'Real-time & VR',
    description:
      'A virtual-reality preview of a dark-sky lodge in the Great Karoo, used to raise investment before construction began.',
    details: paragraphs(
      'Karoo Sky Reserve were raising funds for a small lodge built around a private observatory. Investors were spread across three continents and would never visit the site before committing, so I built a VR experience that let them stand on the deck at dusk and watch the Milky Way rise.',
      'The scene combines the architect’s model with a terrain built from survey data and a physically based night sky. It runs on a standalone headset, which we couriered to investors with a one-page guide, and as a desktop walkthrough for everyone else.',
      'The round closed in four months. Construction began in 2025, and the same model now drives the lodge’s booking-site imagery.',
    ),
    client: 'Karoo Sky Reserve',
    year: '2025',
    location: 'Great Karoo, South Africa',
    website: 'https://www.karooskyreserve.co.za',
    projectDate: '2025-05-06',
    featured: false,
    youtubeVideos: [VIDEOS[2].youtubeUrl],
    gallery: [
      art(
        'karoo-lodge-1',
        'A low lodge with a drum-shaped observatory at dusk, a flat-topped Karoo mountain glowing behind it.',
        COVER_SIZE,
      ),
      art(
        'karoo-lodge-2',
        'The lodge in morning light, its sand-coloured walls against the dry, open landscape.',
        COVER_SIZE,
      ),
      art(
        'karoo-lodge-3',
        'The VR preview environment: glowing frames over a dark reflective floor under a deep night sky.',
        COVER_SIZE,
      ),
    ],
  },
  {
    slug: 'terra-vessel-collection',
    title: 'Terra Vessel Collection',
    category: 'Product Design',
    description:
      'A family of slip-cast ceramic vessels in terracotta and bone glazes, designed for a Cape Town studio pottery.',
    details: paragraphs(
      'Kiln & Co. wanted a collection that their small team could slip-cast in volume while keeping the warmth of thrown work. I designed five pieces that share a single profile language: a tapering vase, a sphere, a low bowl and two brass-footed accents.',
      'The forms were refined through 3D-printed masters and adjusted after each firing to account for shrinkage. Glazes were chosen with the studio to work on the red local clay, so the collection is unmistakably of its place.',
      'Terra launched at a Cape Town design fair in 2021 and is now stocked by independent shops in South Africa, the UK and Australia.',
    ),
    client: 'Kiln & Co.',
    year: '2021',
    location: 'Cape Town, South Africa',
    website: 'https://www.kilnandco.co.za',
    projectDate: '2021-08-19',
    featured: false,
    youtubeVideos: [],
    gallery: [
      art(
        'terra-vessels-1',
        'A group of terracotta ceramics on a white plinth: a tall fluted vase, a bone-glazed sphere and a low bowl.',
        COVER_SIZE,
      ),
      art(
        'terra-vessels-2',
        'The Terra collection on a warm clay-coloured backdrop with a soft shadow.',
        COVER_SIZE,
      ),
      art(
        'terra-vessels-3',
        'A close view of the fluted terracotta vase beside the glazed sphere.',
        COVER_SIZE,
      ),
    ],
  },
];
