import { useEffect, useState } from 'react';
import { VideoImage, type FeatureVideoContent } from './feature-video.tsx';

// spec: site-and-tools §9 "Feature video replays 10 s after ending."
export const REPLAY_AFTER_MS = 10_000;

/** Mac and iOS (iPadOS reports itself as a Mac), by the browser's own platform string. */
export function isMacOrIos(browser: Navigator = navigator): boolean {
  const platform =
    (browser as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    browser.platform;
  return /^(mac|iphone|ipad|ipod)/i.test(platform) || /iPhone|iPad|iPod/.test(browser.userAgent);
}

type Stage = 'playing' | 'resting' | 'removed';

/**
 * The video player chunk (site-and-tools §2 "Feature video: replays 10s after ending. On Mac and
 * iOS it is removed; elsewhere an image replaces it.", read as in decision 063): the video plays
 * muted, with the browser's controls (pause among them). When it ends, on Mac and iOS it is
 * removed; elsewhere its image takes its place, and 10 s after the end the video plays again.
 * A visitor who prefers reduced motion presses play themselves, the first time and each replay.
 */
export default function VideoPlayer({ video }: { video: FeatureVideoContent }) {
  const [stage, setStage] = useState<Stage>('playing');
  const [plays, setPlays] = useState(0);
  const [reducedMotion] = useState(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    if (stage !== 'resting') return;
    const timer = setTimeout(() => {
      setPlays((count) => count + 1);
      setStage('playing');
    }, REPLAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  if (stage === 'removed') return null;
  if (stage === 'resting') return <VideoImage video={video} />;
  return (
    <video
      key={plays}
      className="feature-video__media"
      width={video.image.width}
      height={video.image.height}
      poster={video.image.src}
      aria-label={video.label}
      ref={(element) => {
        if (!element) return;
        // Muted before it starts, so every browser lets it play by itself (React sets `muted` late).
        element.muted = true;
        if (!reducedMotion) element.play().catch(() => undefined);
      }}
      muted
      playsInline
      controls
      preload="metadata"
      onEnded={() => setStage(isMacOrIos() ? 'removed' : 'resting')}
    >
      <source src={video.src} type={video.type} />
    </video>
  );
}
