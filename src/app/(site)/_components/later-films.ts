// The film facades of the landing page's video showcase, a chunk fetched when the visitor first
// reaches for a film (parts-reached.tsx): until then each is a link to the film on YouTube.

export { VideoFacade } from './video-facade';
