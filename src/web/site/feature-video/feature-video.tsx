import { Suspense, useRef } from 'react';
import { ChunkErrorBoundary, ChunkErrorMessage } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useNearView } from '../on-demand/use-near-view.ts';
import './feature-video.css';

export interface FeatureVideoContent {
  /** What the video shows, for screen readers (the video has no sound). */
  label: string;
  src: string;
  type: string;
  /** Shown before the player arrives and in the video's place between plays. */
  image: { src: string; width: number; height: number };
}

// The video player chunk (site-and-tools §7 names it): loaded when the video comes near the
// screen (docs/decisions/140), after first paint.
const VideoPlayer = lazyChunk('video-player', () => import('./video-player.on-demand.tsx'));

/** The video's image, the same size as the video so nothing moves when one replaces the other. */
export function VideoImage({ video }: { video: FeatureVideoContent }) {
  return (
    <img
      className="feature-video__media"
      src={video.image.src}
      width={video.image.width}
      height={video.image.height}
      alt={video.label}
    />
  );
}

/**
 * The feature video (site-and-tools §2, §9): the server renders its image; once it is near the
 * screen (on a phone, below the first one) the video player chunk loads and plays the video, muted, replaying it 10 s after it ends (see
 * video-player.on-demand.tsx for Mac and iOS). If the chunk cannot be loaded the image stays and
 * the generic chunk error is shown under it.
 */
export function FeatureVideo({ video }: { video: FeatureVideoContent }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearView(frame);
  const image = <VideoImage video={video} />;
  return (
    <div className="feature-video" ref={frame}>
      {near ? (
        <ChunkErrorBoundary
          fallback={
            <>
              {image}
              <ChunkErrorMessage />
            </>
          }
        >
          <Suspense fallback={image}>
            <VideoPlayer video={video} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        image
      )}
    </div>
  );
}
