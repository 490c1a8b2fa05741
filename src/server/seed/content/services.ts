export const SERVICES = [
  {
    title: 'Architectural Visualization',
    description:
      'Photoreal stills, films and interactive walkthroughs that show a building as it will be lived in, for planning, marketing and design review.',
    iconName: 'Building2',
    category: 'Visualization',
    bullets: [
      'Exterior and interior stills for planning and sales',
      'Animated fly-throughs and real-time walkthroughs',
      'Verified views and design-option studies',
    ],
  },
  {
    title: 'Industrial Design',
    description:
      'Products and hardware designed from first sketch to production-ready CAD, balancing how they look, how they work and how they are made.',
    iconName: 'Cog',
    category: 'Design',
    bullets: [
      'Concept sketching, form studies and prototyping',
      'Production-ready CAD and design for manufacture',
      'Product renders, exploded views and launch imagery',
    ],
  },
  {
    title: 'Spatial Design',
    description:
      'Interiors, retail, hospitality and event spaces planned around how people move, gather and feel, and visualised before a wall is built.',
    iconName: 'Sofa',
    category: 'Interiors',
    bullets: [
      'Space planning and interior concept design',
      'Material, lighting and furniture schemes',
      'Retail, hospitality and event installations',
    ],
  },
] as const;
