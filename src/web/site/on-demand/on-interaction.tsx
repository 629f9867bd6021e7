import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';
import { track, type Tracked } from '#web/app/route-data.ts';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { loadChunk } from './load-chunk.ts';

/** What shows the visitor reaching for a part: its code loads then (docs/decisions/162). */
const REACHED_FOR = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

type Module<P> = { default: ComponentType<P> };

/** The server's renders wait for these (entry-server.tsx), so a part renders in the page's HTML. */
const serverLoads: Promise<unknown>[] = [];
export const partsLoadedOnServer = () => Promise.all(serverLoads);

function Live<P extends object>({
  module,
  props,
  onLive,
}: {
  module: Tracked<Module<P>>;
  props: P;
  onLive: () => void;
}) {
  const { default: Component } = use(module);
  const live = useRef(onLive);
  useEffect(() => live.current(), []);
  return <Component {...props} />;
}

/**
 * A part of a server-rendered page whose code loads when the visitor reaches for it (a focus, a
 * pointer, a key or a touch in it), not with the page (docs/decisions/162). The server renders it
 * in the page's HTML; in the browser its boundary stays the server's HTML until its code has
 * come, so what is typed into it meanwhile stays (the part reads it from its inputs). A click on
 * one of its buttons or links before then is held and made again once the part is live. Rendered
 * other than by hydration (a client-side navigation), its code loads at once; code that cannot be
 * loaded shows the generic chunk error in its place. Its module is an `*.on-demand.tsx` file with
 * the part as its default export.
 */
export function onInteraction<P extends object>(
  chunk: string,
  load: () => Promise<Module<P>>,
): NamedExoticComponent<P> {
  const loadPart = () => loadChunk(chunk, load, (module) => typeof module.default === 'function');
  let module: Tracked<Module<P>> | undefined;
  let start: () => void = () => {};
  if (typeof window === 'undefined') {
    module = track(loadPart());
    serverLoads.push(module);
  } else {
    module = track(new Promise<void>((resolve) => (start = resolve)).then(loadPart));
  }
  const reached = module;

  // Memoised: a render of the page around it before its code came would make React drop the
  // server's HTML of the part (a dehydrated boundary that receives an update is rendered afresh).
  return memo(function OnInteraction(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const held = useRef<HTMLElement | null>(null);
    const live = useRef(false);
    useEffect(() => {
      const element = ref.current;
      if (!element || live.current) return;
      // On the window, before React's own listeners: React stops the events of a part it has not
      // hydrated at its root, so a listener on the part would never hear them.
      const inPart = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      const reach = (event: Event) => {
        if (inPart(event)) start();
      };
      const hold = (event: Event) => {
        const target = inPart(event)
          ? (event.target as Element).closest<HTMLElement>('a[href], button')
          : null;
        if (live.current || !target) return;
        event.preventDefault();
        held.current = target;
      };
      for (const type of REACHED_FOR)
        window.addEventListener(type, reach, { capture: true, passive: true });
      window.addEventListener('click', hold, true);
      return () => {
        for (const type of REACHED_FOR) window.removeEventListener(type, reach, true);
        window.removeEventListener('click', hold, true);
      };
    }, []);
    const onLive = () => {
      live.current = true;
      const target = held.current;
      held.current = null;
      // After the part's own first effects (what was typed taken in) have rendered.
      if (target) setTimeout(() => target.click());
    };
    return (
      <div ref={ref} className="on-interaction">
        <ChunkErrorBoundary>
          <Suspense fallback={<LoadNow start={start} />}>
            <Live module={reached} props={props} onLive={onLive} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    );
  });
}

/**
 * Shown only when the part is rendered without the server's HTML to keep (a page reached in the
 * browser): its code is then needed at once.
 */
function LoadNow({ start }: { start: () => void }) {
  useEffect(start, [start]);
  return null;
}
