import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getActiveVideos } from '@/features/videos/queries';
import { youtubeId } from '@/features/projects/youtube';
import { cn } from '@/lib/utils';
import { VideoFacade } from './later-islands';
import { reachMark } from './reach-mark';

/** Video showcase: active showcases in display order; hidden when there are none. */
export async function VideoSection() {
  const videos = (await getActiveVideos())
    .map((video) => ({ ...video, videoId: youtubeId(video.youtubeUrl) }))
    .filter((video): video is typeof video & { videoId: string } => video.videoId !== null);
  if (videos.length === 0) return null;
  const [lead, ...rest] = videos;

  return (
    <section aria-label="Video showcase" className="bg-ink py-24 text-paper sm:py-32 lg:py-40">
      <Container>
        <Reveal>
          <SectionIntro
            inverse
            eyebrow="Showreel"
            title="Work in motion"
            intro="Walkthroughs, real-time sequences and product films: the projects as they are meant to be experienced."
          />
        </Reveal>

        <Reveal className="mt-14 lg:mt-20">
          <VideoCard video={lead!} wide />
        </Reveal>
        {rest.length > 0 && (
          <div
            className={cn(
              'mt-16 grid gap-x-8 gap-y-14',
              rest.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-2',
            )}
          >
            {rest.map((video, i) => (
              <Reveal key={video.id} index={i}>
                <VideoCard video={video} />
              </Reveal>
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}

type CardVideo = {
  title: string;
  serviceCategory: string;
  description: string | null;
  videoId: string;
};

function VideoCard({ video, wide }: { video: CardVideo; wide?: boolean }) {
  return (
    <article>
      <div
        {...reachMark('films')}
        className="relative aspect-video overflow-hidden rounded-sm bg-ink-soft"
      >
        <VideoFacade videoId={video.videoId} title={video.title} />
      </div>
      <div className={cn('mt-6 grid gap-3', wide && 'lg:grid-cols-12 lg:gap-8')}>
        <div className={cn(wide && 'lg:col-span-5')}>
          <p className="eyebrow text-accent">{video.serviceCategory}</p>
          <h3
            className={cn(
              'mt-2 font-display text-paper',
              wide ? 'text-3xl sm:text-4xl' : 'text-2xl',
            )}
          >
            {video.title}
          </h3>
        </div>
        {video.description && (
          <p
            className={cn(
              'leading-relaxed text-muted-inverse',
              wide && 'lg:col-span-7 lg:pt-6',
              !wide && 'text-[0.95rem]',
            )}
          >
            {video.description}
          </p>
        )}
      </div>
    </article>
  );
}
