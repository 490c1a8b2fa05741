import type { Currency, ServiceKey } from './options';

// The service catalogue and consultation offerings (docs/product.md):
// typed constants, rendered on the server only. Client components
// import ./options instead, so these texts stay out of the JavaScript bundle.

export type ServiceDetails = {
  title: string;
  description: string;
  specialties: string[];
  process: string[];
  deliverables: string[];
};

export type Offering = {
  title: string;
  description: string;
  duration: string;
  /** per currency; null is free */
  price: Record<Currency, string> | null;
  includes: string[];
};

export const SERVICES: Record<ServiceKey, ServiceDetails> = {
  'architectural-visualization': {
    title: 'Architectural Visualization',
    description:
      'Photorealistic stills, animations and immersive views that let clients, planners and buyers understand a building long before it exists.',
    specialties: [
      'Exterior and interior stills',
      'Fly-through animation',
      'Planning and competition imagery',
      'Marketing visuals for developments',
      'Material and lighting studies',
    ],
    process: [
      'Brief, drawings and reference review',
      'Massing and camera agreement',
      'Materials, lighting and entourage',
      'Draft renders and two review rounds',
      'Final delivery at print resolution',
    ],
    deliverables: [
      'High-resolution stills (up to 8K)',
      '4K animation with music and titles',
      '360° panoramas for web and VR',
      'Layered files for marketing teams',
    ],
  },
  'interior-design': {
    title: 'Interior Design',
    description:
      'Spatial and interior design for homes, workplaces, retail and hospitality, from the first plan to the last specified finish.',
    specialties: [
      'Space planning and flow',
      'Material and finish palettes',
      'Bespoke joinery and lighting',
      'Retail and hospitality concepts',
      'Furniture, fixtures and equipment',
    ],
    process: [
      'Site visit or measured survey',
      'Concept boards and layout options',
      'Developed design with visuals',
      'Specification and drawing package',
      'Support through installation',
    ],
    deliverables: [
      'Layout plans and elevations',
      'Photorealistic interior visuals',
      'Finishes and FF&E schedule',
      'Drawing package for contractors',
    ],
  },
  'unreal-engine': {
    title: 'Unreal Engine Development',
    description:
      'Real-time, interactive experiences in Unreal Engine: walkthroughs, configurators, VR presentations and training simulations.',
    specialties: [
      'Interactive architectural walkthroughs',
      'VR and mixed-reality experiences',
      'Product configurators',
      'Pixel Streaming for the browser',
      'Training and simulation tools',
    ],
    process: [
      'Platform and hardware review',
      'Asset preparation and optimisation',
      'Interaction design and prototype',
      'Performance tuning on target devices',
      'Packaged build and handover',
    ],
    deliverables: [
      'Packaged application for PC or headset',
      'Browser version through Pixel Streaming',
      'Recorded 4K flythrough',
      'Source project and documentation',
    ],
  },
  'web-development': {
    title: 'Web Development',
    description:
      'Fast, accessible websites and web applications for studios, practices and product companies, designed and built by one person end to end.',
    specialties: [
      'Portfolio and practice websites',
      'E-commerce and product launches',
      'Content management systems',
      'Interactive 3D on the web',
      'Performance and accessibility audits',
    ],
    process: [
      'Goals, audience and content audit',
      'Wireframes and visual design',
      'Build with weekly previews',
      'Testing on real devices',
      'Launch, training and support',
    ],
    deliverables: [
      'Responsive, accessible website',
      'Editable content management',
      'Search-engine and analytics set-up',
      'Hosting, domain and handover guide',
    ],
  },
  'product-design': {
    title: 'Product Design',
    description:
      'Industrial and product design from sketch to manufacture-ready CAD, with visuals that sell the idea to investors and retailers.',
    specialties: [
      'Consumer and electronic products',
      'Furniture and lighting',
      'Packaging and unboxing',
      'Design for manufacture',
      'Product renders and animation',
    ],
    process: [
      'Market, user and brief research',
      'Sketch concepts and direction',
      'CAD development and prototypes',
      'Refinement with manufacturers',
      'Production files and launch visuals',
    ],
    deliverables: [
      'Concept sketches and boards',
      'Manufacture-ready CAD (STEP, IGES)',
      'Prototype support',
      'Studio-quality product renders',
    ],
  },
  'branding-identity': {
    title: 'Branding & Identity',
    description:
      'Identities for practices, products and places: a clear idea, a distinctive mark and a system that works from signage to social media.',
    specialties: [
      'Logo and wordmark design',
      'Full visual identity systems',
      'Brand refresh and evolution',
      'Marketing and launch materials',
      'Digital and social templates',
    ],
    process: [
      'Discovery workshop',
      'Positioning and creative direction',
      'Identity concepts',
      'Refinement and system design',
      'Guidelines and asset handover',
    ],
    deliverables: [
      'Logo suite in every format',
      'Colour, type and imagery guidelines',
      'Stationery and marketing templates',
      'Social media kit',
    ],
  },
};

const SITE_SESSION = { GBP: '£250 – £500', ZAR: 'R2,500 – R5,000', AUD: 'A$350 – A$700' };
const CONCEPT = { GBP: '£750 – £1,500', ZAR: 'R7,500 – R15,000', AUD: 'A$1,100 – A$2,200' };
const TECHNICAL = { GBP: '£150 – £300', ZAR: 'R1,500 – R3,000', AUD: 'A$200 – A$450' };

/** The free first conversation every service starts with. */
export const GENERAL_CONSULTATION: Offering = {
  title: 'General Consultation',
  description:
    'A first conversation about your project, its goals and constraints, and how I can help.',
  duration: '60-90 minutes',
  price: null,
  includes: [
    'Project goals and scope',
    'Timeline and budget guidance',
    'Recommended approach',
    'Written summary afterwards',
  ],
};

/** The two paid consultations each service adds to the free one. */
export const SERVICE_OFFERINGS: Record<ServiceKey, [Offering, Offering]> = {
  'architectural-visualization': [
    {
      title: 'Site & Brief Analysis',
      description:
        'A working session on your drawings, site and audience to fix views, mood and the level of detail each image needs.',
      duration: '2-4 hours',
      price: SITE_SESSION,
      includes: [
        'Drawing and model review',
        'Camera and view planning',
        'Material and lighting direction',
        'Reference board',
        'Fixed quote for the full project',
      ],
    },
    {
      title: 'Visualization Concept Development',
      description:
        'Draft renders of the key views, so the design team and client agree the look before production starts.',
      duration: '1-2 weeks',
      price: CONCEPT,
      includes: [
        'Two draft views',
        'Massing and lighting studies',
        'One round of revisions',
        'Production plan and schedule',
      ],
    },
  ],
  'interior-design': [
    {
      title: 'Space Planning Session',
      description:
        'A focused session on layout, circulation and use of space, on site or from your plans.',
      duration: '2-3 hours',
      price: SITE_SESSION,
      includes: [
        'Review of plans or site visit',
        'Two layout options sketched',
        'Lighting and storage advice',
        'Priorities and next steps',
        'Fixed quote for the design stage',
      ],
    },
    {
      title: 'Design Concept Development',
      description:
        'A complete concept for one space: layout, palette, key furniture and a visual of the result.',
      duration: '1-3 weeks',
      price: CONCEPT,
      includes: [
        'Concept and mood boards',
        'Material and finish palette',
        'Furniture and lighting selection',
        'One photorealistic visual',
        'One round of revisions',
      ],
    },
  ],
  'unreal-engine': [
    {
      title: 'Technical Feasibility Session',
      description:
        'What real-time can do for your project: platforms, hardware, interaction and a realistic scope.',
      duration: '90-120 minutes',
      price: TECHNICAL,
      includes: [
        'Platform and headset advice',
        'Asset and data review',
        'Interaction ideas',
        'Scope and budget outline',
      ],
    },
    {
      title: 'Interactive Prototype',
      description:
        'A small, working Unreal Engine prototype of one space or product to test the experience early.',
      duration: '1-2 weeks',
      price: CONCEPT,
      includes: [
        'One navigable scene',
        'Core interaction',
        'Performance check on your hardware',
        'Recorded walkthrough',
        'Plan for the full build',
      ],
    },
  ],
  'web-development': [
    {
      title: 'Technical Strategy Session',
      description:
        'A review of your current site or idea: goals, content, platform and what to build first.',
      duration: '90-120 minutes',
      price: TECHNICAL,
      includes: [
        'Site and analytics review',
        'Platform recommendation',
        'Content and page plan',
        'Performance and accessibility check',
      ],
    },
    {
      title: 'Website Concept & Prototype',
      description:
        'Design direction and a clickable prototype of the key pages, ready to test with real users.',
      duration: '1-2 weeks',
      price: CONCEPT,
      includes: [
        'Sitemap and wireframes',
        'Visual design of two key pages',
        'Clickable prototype',
        'Fixed quote for the build',
      ],
    },
  ],
  'product-design': [
    {
      title: 'Product Brief Workshop',
      description:
        'A structured workshop to turn an idea into a brief a manufacturer and an investor can both read.',
      duration: '2-3 hours',
      price: SITE_SESSION,
      includes: [
        'User and market review',
        'Requirements and constraints',
        'Materials and manufacturing routes',
        'Written product brief',
        'Development roadmap',
      ],
    },
    {
      title: 'Concept Development Sprint',
      description:
        'Sketch concepts, a chosen direction developed in CAD and visuals to present it.',
      duration: '1-3 weeks',
      price: CONCEPT,
      includes: [
        'Three sketch concepts',
        'One direction developed in CAD',
        'Presentation renders',
        'One round of revisions',
      ],
    },
  ],
  'branding-identity': [
    {
      title: 'Brand Discovery Session',
      description:
        'A conversation about who you are, who you serve and what your brand has to say.',
      duration: '2-3 hours',
      price: SITE_SESSION,
      includes: [
        'Audience and competitor review',
        'Brand values and personality',
        'Visual references',
        'Written creative brief',
      ],
    },
    {
      title: 'Brand Concept Development',
      description:
        'Two identity routes shown on real applications, so you can choose with confidence.',
      duration: '1-2 weeks',
      price: CONCEPT,
      includes: [
        'Two identity concepts',
        'Logo and typography studies',
        'Colour palette',
        'Mock-ups on real applications',
        'One round of revisions',
      ],
    },
  ],
};

/** How many included items a card lists before '+N more...'. */
export const INCLUDES_SHOWN = 3;
