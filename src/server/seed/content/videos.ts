/** The homepage video showcase: reels on YouTube, embedded by their embed URL. */
export const VIDEOS = [
  {
    title: 'Interactive Architectural Walkthroughs',
    serviceCategory: 'Real-time & VR',
    youtubeUrl: 'https://www.youtube.com/embed/o_2Q5y1AXVI',
    description:
      'How an interactive Unreal Engine model lets clients and stakeholders explore a building at their own pace, and why it changes the conversation in design reviews.',
  },
  {
    title: 'Architectural Visualization in Unreal Engine',
    serviceCategory: 'Architectural Visualization',
    youtubeUrl: 'https://www.youtube.com/embed/aI0J3Im_JDw',
    description:
      'Lighting, materials and camera work for photographic architectural stills and films, built in a real-time engine rather than an overnight render farm.',
  },
  {
    title: 'Real-time Lighting at Film Quality',
    serviceCategory: 'Immersive Experiences',
    youtubeUrl: 'https://www.youtube.com/embed/qC5KtatMcUw',
    description:
      'Dynamic global illumination and film-resolution geometry running live: the technology behind the immersive experiences and VR previews I build for clients.',
  },
  {
    title: 'A Living Room, Rendered in Real Time',
    serviceCategory: 'Interior Design',
    youtubeUrl: 'https://www.youtube.com/embed/t3ODIiEGAok',
    description:
      'A short real-time animation of a lived-in interior, showing how soft daylight, fabric and timber read when a space is rendered in an engine.',
  },
] as const;
