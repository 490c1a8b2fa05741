/** FAQ categories in display order, three questions each. */
export const FAQ = [
  {
    name: 'General Services',
    entries: [
      {
        question: 'What services do you offer?',
        answer:
          'I work across architectural visualization, interior and spatial design, industrial and product design, real-time Unreal Engine experiences and web development. Many projects combine several of these, for example a new building visualised in stills, a VR walkthrough and the website that launches it.',
      },
      {
        question: 'Where are you based, and do you work with international clients?',
        answer:
          'I am based between London, Cape Town and Sydney, and I work with clients globally. Most projects run remotely with video calls and shared review links, and I travel for site visits, workshops and shoots when a project needs it.',
      },
      {
        question: 'What kinds of clients do you work with?',
        answer:
          'Architects, property developers, interior designers, brands, manufacturers and start-ups. Some clients come to me for a single image; others keep me involved from the first concept to the launch campaign.',
      },
    ],
  },
  {
    name: 'Architectural & Interior Design',
    entries: [
      {
        question: 'What do you need from me to start a visualization?',
        answer:
          'Drawings or a 3D model (Revit, SketchUp, Rhino, AutoCAD or similar), a material and finishes schedule if you have one, and a few reference images of the mood you are after. If the design is still evolving, I can start from sketches and build the model with you.',
      },
      {
        question: 'How long does an architectural visualization project take?',
        answer:
          'A typical set of visualization stills takes 2-4 weeks from receiving a complete brief, depending on the number of views and the level of detail. Animations and real-time walkthroughs take longer, and I always agree a timetable with you before work begins.',
      },
      {
        question: 'How long does an interior design project take?',
        answer:
          'Interior design projects usually take 4-12 weeks, from the first survey and concept to a complete scheme with drawings, specifications and visualisations. A single room sits at the shorter end; a full home, restaurant or hotel floor at the longer end.',
      },
    ],
  },
  {
    name: 'Digital Services',
    entries: [
      {
        question: 'Do you build websites as well?',
        answer:
          'Yes. I design and build fast, accessible websites for studios, developments and products, often alongside the imagery that fills them. A typical web project takes 3-8 weeks, depending on the number of pages, the content and any integrations.',
      },
      {
        question: 'What is a real-time or VR experience, and when is it worth it?',
        answer:
          'It is an interactive model built in Unreal Engine that you can walk through on a laptop, a large screen or a VR headset, changing materials and lighting as you go. It is worth it when decisions depend on how a space feels: consultations, investor presentations, sales suites and design reviews.',
      },
      {
        question: 'Can you create content for social media and presentations?',
        answer:
          'Yes. I deliver images and short films in the formats each platform needs, as well as presentation-ready boards and decks, so your project looks consistent everywhere it appears.',
      },
    ],
  },
  {
    name: 'Process & Pricing',
    entries: [
      {
        question: 'How do you price your work?',
        answer:
          'Every project is quoted individually after a free initial consultation, based on scope, complexity and timeline. The pricing guide on this site shows indicative ranges for the UK, South Africa and Australia so you can plan a budget before we speak.',
      },
      {
        question: 'What are your payment terms?',
        answer:
          'A typical project starts with a 50% deposit, with the balance due on delivery of the final files. Larger projects can be split into staged payments tied to agreed milestones.',
      },
      {
        question: 'How many revisions are included?',
        answer:
          'Most projects include 2-3 revision rounds, which is usually plenty when the brief is clear. Further rounds or changes to the brief after approval are quoted separately, and I will always tell you before any extra cost is incurred.',
      },
    ],
  },
  {
    name: 'Collaboration & Communication',
    entries: [
      {
        question: 'How do we stay in touch during a project?',
        answer:
          'You will have a single point of contact, me, from start to finish. I share progress through regular review links and short calls at each milestone, and I reply to e-mails within one working day.',
      },
      {
        question: 'Can I call you?',
        answer:
          'Yes. Phone support is available Mon-Fri 9AM-6PM (UK time), and I am happy to arrange calls at times that suit clients in South Africa and Australia. WhatsApp and e-mail work well for quick questions at any time.',
      },
      {
        question: 'Can you work with my architect, engineer or in-house team?',
        answer:
          'Absolutely. I regularly slot into existing project teams, working from their models and drawings, joining their review meetings and delivering files in the formats they already use.',
      },
    ],
  },
] as const;
