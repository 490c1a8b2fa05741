import { LoaderCircle } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { ProjectsHeader } from './_components/projects-header';
import './styles.css';

// React sends a large page after its loading state, as a hidden block at the end of the
// document that a script moves into place. Without JavaScript that never happens, so
// for those browsers only (noscript) this hides the loading state and shows the block
// where the page belongs: above the footer. Preflight's [hidden] rule is !important in
// the base layer, so the override has to live in that layer too.
const NO_SCRIPT_CSS =
  '[data-projects-loading]{display:none}' +
  'body{display:flex;flex-direction:column}body>footer{order:2}' +
  '@layer base{body>div[hidden][id^="S:"]{display:block!important;order:1}}';

/** Shown while the projects load: a spinner with 'Loading projects...' over six card skeletons. */
export default function ProjectsLoading() {
  return (
    <div data-projects-loading="" className="pb-24 pt-32 sm:pb-32 sm:pt-40">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <Container>
        <ProjectsHeader />
        <div role="status" className="mt-12 flex items-center gap-3 text-sm text-muted sm:mt-16">
          <LoaderCircle aria-hidden className="size-5 animate-spin text-accent-strong" />
          <span>Loading projects...</span>
        </div>
        <ul
          aria-hidden
          className="mt-14 grid gap-x-8 gap-y-14 sm:grid-cols-2 xl:grid-cols-3 xl:gap-x-10"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="animate-pulse motion-reduce:animate-none">
              <div className="aspect-[4/3] rounded-sm bg-sand" />
              <div className="mt-5 h-3 w-1/3 rounded-full bg-sand" />
              <div className="mt-4 h-6 w-2/3 rounded-full bg-sand" />
              <div className="mt-4 h-3 w-full rounded-full bg-sand" />
              <div className="mt-2 h-3 w-5/6 rounded-full bg-sand" />
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
