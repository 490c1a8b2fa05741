import { art, COVER_SIZE, type ArtSpec } from '../art-spec';

export type SeedPost = {
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishedAt: string;
  cover: ArtSpec;
  content: string;
};

/** Words in an HTML body, counted on its text. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** '{n} min read' at 200 words a minute, never less than one. */
export function readTime(html: string): string {
  return `${Math.max(1, Math.ceil(wordCount(html) / 200))} min read`;
}

const html = (strings: TemplateStringsArray, ...values: unknown[]) =>
  String.raw({ raw: strings }, ...values)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** Oldest first, so ids 1..N follow publication order; the first three are featured. */
export const POSTS: SeedPost[] = [
  {
    title: 'Inside the Harbour Residence: One Scene, Two Audiences',
    excerpt:
      'How a single, accurate 3D scene carried a Cape Town house through a demanding planning panel and then sold it off-plan in six weeks.',
    category: 'Project Showcase',
    tags: ['Architectural Visualization', 'Planning', 'Cape Town', 'Case Study'],
    publishedAt: '2025-02-11T09:00:00Z',
    cover: art(
      'blog-harbour-residence',
      'A cantilevered concrete house at golden hour with Table Mountain’s flat summit behind it.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        Most visualisation projects have one audience. The Harbour Residence had two, and they
        wanted opposite things. A heritage-sensitive planning panel needed sober, verifiable images
        that showed exactly how a cantilevered concrete house would sit on a steep plot above the
        Atlantic Seaboard. The developer needed images that would make buyers fall for a home that,
        at that point, was a patch of fynbos and a survey peg.
      </p>
      <p>
        The usual answer is two separate jobs: a technical set for planning and a glossy set for
        marketing, often by different studios. I proposed something simpler. Build one scene, build
        it accurately, and let the lighting and camera do the rest.
      </p>
      <h2>Starting from the truth</h2>
      <p>
        Everything began with the architect’s Revit model and a topographic survey of the site.
        Before any material was applied, I matched the terrain to the survey, placed the house at
        its true levels and checked the key viewpoints against photographs taken from the road and
        from the neighbours’ terraces. Those photographs became the backplates for the planning
        images, with the camera positions recorded so the panel could see how each view had been
        made.
      </p>
      <p>
        That discipline paid off. When a panel member asked how much of the upper volume would be
        visible from the coastal road, we could answer with a verified view rather than an opinion.
      </p>
      <blockquote>
        A planning image has one job: to be believed. The moment anyone suspects a flattering lens
        or a convenient tree, you have lost the room.
      </blockquote>
      <h2>Letting the same scene breathe</h2>
      <p>
        Once consent was granted, the brief changed completely. The developer wanted warmth,
        aspiration and a sense of place. Because the scene was already accurate, I could spend the
        marketing budget on what buyers actually notice:
      </p>
      <ul>
        <li>
          Golden-hour light raking across the board-formed concrete, so the texture of the timber
          shuttering reads at a glance.
        </li>
        <li>
          A black-bottomed pool under the cantilever, which doubles the upper volume in reflection
          and makes it appear to float.
        </li>
        <li>
          Table Mountain’s flat summit on the horizon, placed honestly, because buyers on the
          Atlantic Seaboard know exactly where it should be.
        </li>
        <li>
          Interiors staged with the developer’s furniture partner, so the show flat and the images
          agreed.
        </li>
      </ul>
      <p>
        None of that required rebuilding anything. The same geometry, the same materials and the
        same site simply received different light, different lenses and a more generous eye.
      </p>
      <h2>Why one scene is better than two</h2>
      <p>
        Working this way saved time, but the more important benefit was consistency. Buyers who
        later found the planning documents online saw the same house they had seen in the brochure.
        Nothing had been quietly changed to make it look better. In a market where trust is hard to
        earn, that matters.
      </p>
      <p>
        It also made the project easier to extend. When the developer asked for a short walkthrough
        film for the sales suite, the scene was ready. When the architect revised the balustrade
        detail after consent, a single change updated every image.
      </p>
      <h2>What I would tell another developer</h2>
      <p>
        If you are about to commission visualisation for a sensitive site, ask for the scene to be
        built once, accurately, from your design team’s own models. Ask how camera positions will be
        verified. Then ask how the same scene can be reused for marketing. A visualiser who can
        answer all three questions will save you money and, more importantly, protect your
        credibility with the people who decide whether your building happens at all.
      </p>
      <p>
        The house received consent at its first hearing and sold off-plan within six weeks of
        launch. The images did not do that on their own, but they made sure nobody had to imagine
        it.
      </p>
    `,
  },
  {
    title: 'Designing for Light: What 18 Years of Residential Work Has Taught Me',
    excerpt:
      'The quality of daylight decides whether a home feels generous or cramped. Here is how I plan for it, and how visualisation helps clients feel it before anything is built.',
    category: 'Residential',
    tags: ['Residential', 'Daylight', 'Interior Design', 'Visualization'],
    publishedAt: '2025-04-22T09:00:00Z',
    cover: art(
      'blog-designing-for-light',
      'A bright living room with a long sofa, a round table and sunlight falling through a wall of glass.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        Ask people what they love about their home and they rarely mention square metres. They talk
        about the kitchen in the morning, the corner of the sofa where the afternoon sun lands, the
        bedroom that feels calm at dusk. After eighteen years of residential projects in London,
        Sydney and Cape Town, I am convinced that light is the single most important material in a
        house, and the one most often left to chance.
      </p>
      <h2>Start with the sun, not the plan</h2>
      <p>
        Before I draw a single wall, I want to know where the sun will be. That sounds obvious, but
        the answer changes dramatically between my three home cities. A north-facing living room is
        a gift in Sydney and Cape Town and a problem in London, where it will barely see direct sun
        for half the year. Low winter sun in the UK reaches deep into a room; high summer sun in
        Australia needs shading, or the same room becomes unbearable by two in the afternoon.
      </p>
      <p>
        So the first model I build for a residential project is not pretty. It is a simple massing
        model with an accurate sun path, and I run it through a year in minutes. Clients usually
        find this the most revealing moment of the whole project.
      </p>
      <h2>Rooms that change through the day</h2>
      <p>
        The best homes do not have one mood; they have several, and they move through them as the
        light moves. When I plan a layout, I think in sequences:
      </p>
      <ul>
        <li>
          Kitchens and breakfast spaces that catch early light, because that is when people use
          them.
        </li>
        <li>
          Living rooms that hold soft, indirect light through the afternoon, with a single patch of
          direct sun somewhere to sit in.
        </li>
        <li>Bedrooms that darken easily and never overheat on a summer evening.</li>
        <li>
          Circulation spaces, stairs and landings, lit from above so they feel like pauses rather
          than corridors.
        </li>
      </ul>
      <blockquote>
        A window is not a hole in a wall. It is a decision about what a room will feel like at four
        o’clock in November.
      </blockquote>
      <h2>Materials that respond to light</h2>
      <p>
        Light only becomes visible when it lands on something. Limewashed plaster, oiled oak and
        honed stone all break light up and soften it; high-gloss paint and polished porcelain bounce
        it around harshly and show every imperfection. I often recommend one textured,
        light-coloured surface that catches raking light, such as a plastered wall beside a window,
        because it turns an ordinary sunbeam into the best thing in the room.
      </p>
      <h2>Letting clients feel it first</h2>
      <p>
        This is where visualisation earns its place in residential work. A plan cannot tell you how
        a room will feel on a grey January morning. A well-lit render can. For most homes I produce
        a small set of lighting studies of the same room: a bright summer midday, a low winter
        afternoon and an evening with artificial light. Clients compare them side by side and almost
        always change something, whether it is a window widened, a rooflight added, or a dark timber
        floor swapped for a paler one.
      </p>
      <p>
        Those changes cost nothing at the design stage and a great deal after the builders arrive.
        That is the real value of seeing a home before it exists: not the beautiful picture at the
        end, but the better decisions along the way.
      </p>
      <h2>A simple test for your own home</h2>
      <p>
        If you are planning a renovation, spend one full day at home noticing where the light is at
        each hour. Note where you naturally sit and where you never do. You will learn more about
        what your new layout needs from that one day than from any mood board, and it is the best
        brief you can bring to a first meeting.
      </p>
    `,
  },
  {
    title: 'Real-Time Rendering Has Changed How Clients Say Yes',
    excerpt:
      'Interactive Unreal Engine walkthroughs have moved from novelty to the most persuasive tool in a design review. What changed, and when is it worth the investment?',
    category: 'Technology',
    tags: ['Unreal Engine', 'Real-time', 'VR', 'Client Experience'],
    publishedAt: '2025-07-08T09:00:00Z',
    cover: art(
      'blog-real-time-rendering',
      'A dark real-time scene of glowing blue light frames receding over a reflective gridded floor.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        For most of my career, a visualisation was something you waited for. You agreed the views,
        sent the model, and some days later a set of still images arrived. If the client wanted to
        see the room from the other corner, that was another view, another render, another invoice.
        Today, more and more of my projects end with a different kind of deliverable: a real-time
        model, built in Unreal Engine, that the client can walk through and change themselves.
      </p>
      <h2>What actually changed</h2>
      <p>
        Game engines have been used for architecture for more than a decade, but the results used to
        look like games. Three things have changed that. Real-time global illumination now gives
        soft, believable bounced light without days of baking. Geometry systems can handle
        film-resolution models, so a detailed facade or a carved stone fireplace no longer has to be
        simplified. And ordinary laptops and standalone VR headsets are now powerful enough to run
        the result smoothly, without a gaming PC humming in the corner of the meeting room.
      </p>
      <h2>Why it persuades</h2>
      <p>
        Stills are authored: someone chose every camera angle. A real-time model hands that choice
        to the client, and the effect on a meeting is remarkable. People stop asking whether the
        images are flattering and start asking real questions about the space. Can we see it in
        winter? What if the floor were darker? How far is the kitchen from the dining table, really?
      </p>
      <blockquote>
        The moment a client takes the controls, a presentation becomes a conversation.
      </blockquote>
      <p>
        On a recent public consultation for a riverside pavilion in London, more than four hundred
        residents walked through the design on a laptop and a headset over three weekends. Their
        comments were specific and useful, because they had stood in the space rather than squinted
        at a drawing.
      </p>
      <h2>When it is worth it</h2>
      <p>
        Real-time is not always the right answer. A small residential extension rarely needs it;
        three carefully lit stills will tell that story better and for less. I recommend an
        interactive model when:
      </p>
      <ul>
        <li>
          Decisions depend on how a space feels to move through, not just how it looks from one
          spot.
        </li>
        <li>Several options need comparing quickly, such as materials, layouts or lighting.</li>
        <li>The audience is large or non-technical: consultations, investors, sales suites.</li>
        <li>
          The model will be reused many times over a long project, so the upfront effort pays back.
        </li>
      </ul>
      <h2>What it costs and how long it takes</h2>
      <p>
        A focused desktop walkthrough of a single building or interior typically takes three to five
        weeks; a full VR experience with design options and dynamic lighting takes longer. The
        indicative prices in my pricing guide reflect that, and the investment is usually shared
        across several uses: the same scene produces stills, films and the interactive model itself.
      </p>
      <h2>What comes next</h2>
      <p>
        The line between visualisation and design tool is blurring. Increasingly I build the
        real-time model early and keep it live throughout the project, so the architect, client and
        contractor are all looking at the same thing. That shared, explorable version of the design
        may turn out to be the most valuable thing the technology gives us: not prettier pictures,
        but fewer misunderstandings.
      </p>
    `,
  },
  {
    title: 'Designing with Less: Low-Carbon Choices That Start in the Render',
    excerpt:
      'The most sustainable decisions are made early, when a design is still cheap to change. Visualisation can make those choices visible and persuasive.',
    category: 'Sustainability',
    tags: ['Sustainability', 'Materials', 'Timber', 'Design Process'],
    publishedAt: '2025-09-16T09:00:00Z',
    cover: art(
      'blog-designing-with-less',
      'A timber-roofed pavilion with slender columns beside a reflecting pool, trees around it under a soft sky.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        By the time a building reaches the marketing render, its carbon story is largely written.
        The structure, the materials, the amount of glazing and the way it is heated and cooled have
        all been decided. That is why I have started to treat visualisation as part of the
        sustainability conversation rather than the end of it. Images made early can make low-carbon
        choices visible, comparable and, crucially, desirable.
      </p>
      <h2>The problem with invisible virtues</h2>
      <p>
        Many of the most effective low-carbon decisions are hard to love on paper. A smaller
        building, a retained structure, a timber frame instead of concrete, fewer and better-placed
        windows: these are sensible, but they rarely excite a client the way a dramatic glass corner
        does. If the sustainable option only ever appears as a spreadsheet and the carbon-heavy
        option appears as a beautiful image, the image usually wins.
      </p>
      <blockquote>
        If we only render the expensive version, we should not be surprised when people choose it.
      </blockquote>
      <h2>Render the options side by side</h2>
      <p>
        On projects where the brief allows it, I now produce early option studies that put the
        lower-carbon choice on an equal visual footing. Typical comparisons include:
      </p>
      <ul>
        <li>An exposed timber roof structure against a concrete slab with a suspended ceiling.</li>
        <li>Retaining and reworking an existing building against demolition and new build.</li>
        <li>Fewer, deeper windows with external shading against a fully glazed facade.</li>
        <li>
          Natural, unfinished materials that age well against coated finishes that need regular
          replacement.
        </li>
      </ul>
      <p>
        When the options are lit with the same care, clients often discover they prefer the quieter
        version. Exposed timber is warm and calm. Deep window reveals create beautiful shadows. A
        retained building has character no new build can fake.
      </p>
      <h2>Honesty in the image</h2>
      <p>
        Sustainable design also asks something of the visualiser: honesty. It is tempting to render
        every roof covered in wildflowers and every street lined with mature trees. If those trees
        will take twenty years to grow, the image should say so, or show them as they will be at
        completion. Greenwash in a render is still greenwash, and it undermines the real work the
        design team has done.
      </p>
      <h2>Products and the same principle</h2>
      <p>
        The same thinking applies to product design. When I designed a home espresso grinder that
        could be repaired with a single tool, the exploded-view renders were not just for the
        assembly line. They became a promise to the customer that the product was made to last, and
        a reason to choose it over a cheaper, sealed alternative.
      </p>
      <h2>Measuring what we show</h2>
      <p>
        Where the design team has embodied-carbon figures, I like to place them beside the option
        studies, in plain numbers rather than colour-coded charts. A client who sees that the timber
        roof saves the equivalent of several years of the building’s operational emissions, next to
        an image showing how beautiful that roof can be, has everything needed to make a confident
        decision.
      </p>
      <h2>Small habits that add up</h2>
      <p>
        Not every project is a showcase for sustainable design, but a few habits help on all of
        them. I ask early what the client’s carbon targets are, even when there are none. I suggest
        one lower-carbon option in every early set of studies. And I try to make the quieter,
        longer-lasting choice look as good as it truly is, because in my experience it very often is
        the better design.
      </p>
    `,
  },
  {
    title: 'Material Palettes That Age Gracefully',
    excerpt:
      'A good interior looks better in ten years than on the day it is finished. How I choose materials that wear in rather than wear out.',
    category: 'Interior Design',
    tags: ['Interior Design', 'Materials', 'Craft', 'Longevity'],
    publishedAt: '2025-11-25T09:00:00Z',
    cover: art(
      'blog-material-palettes',
      'A calm limestone gallery room with sculptures on pale plinths and soft daylight through tall windows.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        Every interior looks its best in the photographs taken on handover day. The question that
        interests me is how it will look after ten years of family life, busy restaurant service or
        a thousand hotel guests. Some rooms age into something richer; others start to look tired
        within a season. Much of the difference comes down to the material palette.
      </p>
      <h2>Wear in, not wear out</h2>
      <p>
        Some materials improve with use. Solid oak gains a soft sheen where hands rest on it.
        Unlacquered brass darkens and warms, and the places people touch stay bright. Natural stone
        develops a patina. Leather softens. These materials record the life of a space, and most
        people find that reassuring rather than shabby.
      </p>
      <p>
        Other materials can only get worse. Thin veneers chip at the edges. High-gloss lacquer shows
        every scratch. Printed surfaces that imitate stone or timber look convincing until the first
        chip reveals what is underneath. None of these are wrong in every situation, but they belong
        in places that will be refurbished often, not in the parts of a building meant to last.
      </p>
      <blockquote>
        The test I use is simple: will a scratch on this surface look like a story or like damage?
      </blockquote>
      <h2>Building a palette</h2>
      <p>I rarely use more than five materials in a room, and I think of them in roles:</p>
      <ul>
        <li>A calm field: plaster, limewash or a pale stone, covering most of the surface area.</li>
        <li>A warm counterpoint: timber, cork or leather, usually where people touch or sit.</li>
        <li>
          A single metal, used consistently for handles, lighting and details, often brass or
          blackened steel.
        </li>
        <li>
          One moment of richness: a marble with character, a hand-glazed tile, a textile with depth.
        </li>
        <li>A quiet floor that can take traffic and be repaired rather than replaced.</li>
      </ul>
      <p>
        Restraint matters more than any individual choice. A room with five well-chosen materials
        will feel more expensive and age better than one with fifteen.
      </p>
      <h2>Seeing materials before committing</h2>
      <p>
        Samples on a table are essential but misleading. A square of stone looks completely
        different across a whole floor, under low evening light, next to a timber wall. I always
        visualise the palette in the actual room, under several lighting conditions, before
        specifications are finalised. It is the cheapest way to spot a floor that will feel cold, a
        joinery finish that will clash with the daylight, or a stone whose veining becomes busy at
        scale.
      </p>
      <h2>Regional character</h2>
      <p>
        Working between the UK, South Africa and Australia has taught me that materials also belong
        to places. London interiors often want the softness of lime plaster and oak against grey
        skies. Cape Town suits warmer clays, textured whites and local stone. Sydney’s strong light
        rewards pale, matt surfaces and a careful hand with reflective finishes. A palette that
        feels right in one city can feel out of place in another.
      </p>
      <h2>Planning for care</h2>
      <p>
        Finally, I include a short care guide with every interior scheme: how to oil the timber,
        when to reseal the stone, what not to clean the brass with. It is a small document, but it
        is often the difference between a room that ages gracefully and one that is quietly ruined
        by the wrong spray.
      </p>
    `,
  },
  {
    title: 'Why the Horizon Line Matters: Composition in Architectural Imagery',
    excerpt:
      'Where you put the horizon changes how a building feels. A practical guide to camera height, lens choice and vertical lines in architectural images.',
    category: 'Architecture',
    tags: ['Architecture', 'Composition', 'Photography', 'Visualization'],
    publishedAt: '2026-02-10T09:00:00Z',
    cover: art(
      'blog-horizon-line',
      'A long terracotta building with tall windows and cypress trees under a clear golden-hour sky.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        Clients often judge a visualisation by its materials and lighting, but the decision that
        shapes it most is made before either: where the camera stands and where the horizon sits in
        the frame. Get that right and a modest building looks composed and confident. Get it wrong
        and even a brilliant design looks awkward.
      </p>
      <h2>Eye level is honest</h2>
      <p>
        In the real world, the horizon is always at the height of your eyes. Stand on the pavement
        and it sits about one and a half metres above the ground; everything below that height you
        look down on, everything above it you look up at. Images taken from this height feel natural
        because they match how people will actually experience the building.
      </p>
      <p>
        For planning images I almost always keep the camera at eye level. It is the height the
        public will see the building from, and it is the least open to accusations of flattery.
      </p>
      <h2>Where the horizon falls in the frame</h2>
      <p>
        With the camera at eye level, the horizon can still fall anywhere in the image, depending on
        how the photograph is framed. A low horizon gives the sky room and makes a building feel
        light and open. A higher horizon brings the ground plane forward, which is useful when the
        landscape, the pool or the forecourt is the story.
      </p>
      <blockquote>
        The horizon is the quietest line in the picture and the one everything else is measured
        against.
      </blockquote>
      <h2>Keep verticals vertical</h2>
      <p>
        Tilting a camera upwards to fit a tall building makes its vertical edges converge, as if it
        is falling backwards. Photographers avoid this with shift lenses, and visualisers should do
        the same: keep the camera level and shift the frame rather than tilting it. The result is
        the calm, upright look of professional architectural photography. Converging verticals have
        their place, for a dramatic worm’s-eye view, but they should be a choice rather than an
        accident.
      </p>
      <h2>Lens length</h2>
      <p>
        Very wide lenses are tempting because they fit everything in, but they stretch the
        foreground and make rooms look larger than they are. I use them sparingly and never to
        oversell the size of a space. A practical set of rules:
      </p>
      <ul>
        <li>
          Exteriors: a moderate wide angle, standing back far enough that the building does not
          loom.
        </li>
        <li>
          Interiors: the widest lens that still keeps furniture in proportion, usually shot from a
          corner.
        </li>
        <li>Details: a longer lens, which flattens perspective and lets the material speak.</li>
        <li>
          Hero images: one carefully composed view with a strong foreground, middle ground and
          background.
        </li>
      </ul>
      <h2>Foreground, middle ground, background</h2>
      <p>
        The most memorable architectural images have depth. A path, a wall or a reflecting pool in
        the foreground leads the eye in; the building holds the middle ground; the landscape or
        skyline gives it a place in the world behind. A flat, empty foreground wastes a third of the
        frame, while a cluttered one competes with the architecture.
      </p>
      <h2>Light follows composition</h2>
      <p>
        Only once the camera is set do I decide the time of day. Side light from low in the sky
        reveals texture and depth; front light flattens a facade; back light turns a building into a
        silhouette with a glowing interior. Each suits a different story, but all of them depend on
        the camera being in the right place first.
      </p>
    `,
  },
  {
    title: 'Visualising Workplaces People Want to Return To',
    excerpt:
      'Offices now compete with the kitchen table. How visualisation helps landlords and occupiers design, and sell, workplaces worth the commute.',
    category: 'Commercial',
    tags: ['Commercial', 'Workplace', 'Leasing', 'Visualization'],
    publishedAt: '2026-05-19T09:00:00Z',
    cover: art(
      'blog-workplaces',
      'A group of office towers at blue hour, their windows lit warm, reflected in still harbour water.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        For a long time, office visualisation followed a formula: a gleaming lobby, a row of
        identical desks, a boardroom with a view. That formula no longer works. People can now
        choose between the office and the kitchen table, and they choose the office when it offers
        something home cannot. Landlords and occupiers know this, and the images they commission
        have had to change.
      </p>
      <h2>Selling the experience, not the floor plate</h2>
      <p>
        A floor plate is a commodity; an experience is not. The most effective workplace images I
        produce today show people doing the things they come in for: meeting, collaborating,
        learning from each other, eating together. They show the quieter spaces too, the focus rooms
        and terraces, because those are what persuade a tired commuter that the trip is worth it.
      </p>
      <blockquote>
        Nobody commutes for a desk. They commute for the people, the light and the coffee.
      </blockquote>
      <h2>What makes a workplace image convincing</h2>
      <p>
        Prospective tenants are sophisticated viewers. They have seen every trick. In my experience,
        these things make the difference between an image that is believed and one that is ignored:
      </p>
      <ul>
        <li>
          Realistic occupancy: neither empty nor impossibly crowded, with people who look like they
          work there.
        </li>
        <li>
          Honest daylight, showing how deep the floor plate really is and where the best light
          falls.
        </li>
        <li>
          Real amenities shown in use, such as the bike store, showers and terraces, not just named
          on a plan.
        </li>
        <li>
          Furniture from a real specification, so the fit-out can actually deliver what the image
          promises.
        </li>
      </ul>
      <h2>Category A and Category B</h2>
      <p>
        Landlords often market space in two states: the bare, services-installed shell, and a
        fitted-out version showing its potential. Both need visualising, and the relationship
        between them matters. I build the shell accurately first, then fit it out as a separate
        layer. Tenants can compare the two and trust that the fitted version is achievable within
        the real ceiling heights, column grid and window positions.
      </p>
      <h2>Real-time for leasing suites</h2>
      <p>
        Increasingly, leasing teams ask for interactive models as well as stills. A prospective
        tenant can walk from reception to their future floor, switch between fit-out options and
        even see the view from a particular desk at a particular time of day. It turns a viewing
        into a conversation about how their team would actually use the space.
      </p>
      <h2>Light and depth</h2>
      <p>
        Deep floor plates are the most common weakness of older office buildings, and images that
        hide them do the landlord no favours when a tenant arrives for a viewing. I prefer to show
        the whole depth honestly and then demonstrate how a good fit-out uses it: quiet rooms and
        meeting spaces in the core, open work areas along the windows, and a generous social space
        where the best light falls.
      </p>
      <h2>Designing better offices, not just selling them</h2>
      <p>
        The best projects use visualisation earlier, to design the workplace rather than merely to
        market it. Testing a layout in an interactive model with the people who will use it is
        faster and cheaper than discovering its flaws after move-in. Where are the quiet zones? Is
        the kitchen in the right place? Does the main stair encourage people to move between floors?
        These are design questions, and an image, seen early enough, helps answer them.
      </p>
      <p>
        The offices people want to return to are rarely the flashiest. They are the ones that feel
        generous, well lit and made for the way people actually work, and the images that sell them
        should tell that story honestly.
      </p>
    `,
  },
  {
    title: 'Seeing the Whole Street: Visualisation for Planning Consultations',
    excerpt:
      'Good consultation depends on people understanding what is proposed. Massing models, verified views and interactive tools make that possible.',
    category: 'Urban Planning',
    tags: ['Urban Planning', 'Consultation', 'Massing', 'Community'],
    publishedAt: '2026-09-08T09:00:00Z',
    cover: art(
      'blog-planning-consultations',
      'A white planning model of a city quarter seen from above, one brass-coloured block marking the proposed building.',
      COVER_SIZE,
    ),
    content: html`
      <p>
        Public consultation on new development is often frustrating for everyone involved. Residents
        feel presented with decisions already made, in drawings they struggle to read. Developers
        and councils feel that feedback arrives late and is based on fears rather than facts. Much
        of that frustration comes down to a simple problem: people cannot comment well on what they
        cannot picture.
      </p>
      <h2>Start with massing</h2>
      <p>
        The first question most residents have about a new building is not about its materials. It
        is about its size: how tall it is, how close it comes to them, and what it will do to their
        light and their view. A clean massing model, with the proposal picked out in a single colour
        against a neutral context, answers those questions more clearly than any rendered
        perspective.
      </p>
      <p>
        I like to present massing from above, like a physical planning model, and then at street
        level from places residents recognise: the end of their road, the park, the bus stop. Seeing
        the same block from both viewpoints helps people connect the plan to their daily experience.
      </p>
      <blockquote>
        Clarity is a form of respect. If people cannot understand a proposal, they cannot fairly
        support or oppose it.
      </blockquote>
      <h2>Verified views</h2>
      <p>
        For sensitive sites, verified views are essential. They combine real photographs taken from
        surveyed positions with an accurately placed model of the proposal, so the image can be
        checked rather than simply trusted. They are slower and more expensive than artistic views,
        but they protect everyone: residents know they are seeing the truth, and developers can
        answer challenges with evidence.
      </p>
      <h2>Interactive consultation</h2>
      <p>
        The most productive consultations I have been part of used interactive models. Instead of a
        fixed set of boards, residents could walk along their own street, look up at the new
        building from their front door, and compare design options side by side. The conversations
        that followed were more specific and more constructive, because everyone was looking at the
        same thing.
      </p>
      <p>To make interactive consultation work, a few principles help:</p>
      <ul>
        <li>Run it on ordinary hardware, so it can travel to community halls and libraries.</li>
        <li>
          Keep the controls simple, with guided viewpoints for people who do not want to navigate.
        </li>
        <li>
          Show the existing situation as well as the proposal, and let people switch between them.
        </li>
        <li>Record feedback against specific places in the model, so it can be acted on.</li>
      </ul>
      <h2>Beyond a single building</h2>
      <p>
        Visualisation is increasingly used for larger questions too: how a new neighbourhood will
        connect to its surroundings, where green space and routes should go, how a street will feel
        once trees have matured. Here the aim is not a beautiful image but a shared understanding
        between planners, designers and the people who will live with the result.
      </p>
      <h2>What good looks like</h2>
      <p>
        A good consultation image is clear, honest and specific. It shows what is proposed, from
        where people will actually see it, without flattering light or convenient trees. It will not
        make every proposal popular, and it should not try to. But it gives everyone the same,
        accurate picture to argue about, which is the best starting point any planning decision can
        have.
      </p>
    `,
  },
];
