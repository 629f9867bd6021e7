import { useEffect, useState } from 'react';
import { lightboxMessages } from '#content/lightbox.ts';
import { Modal } from '../modal/modal.tsx';
import type { LightboxItem } from './lightbox.tsx';
import './lightbox.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'text'; paragraphs: string[] }
  | { state: 'element'; element: Element };

const READABLE = 'h1, h2, h3, p, li';

/** The readable text of a page of this site: its main content's headings, paragraphs and items. */
async function fetchText(href: string, signal: AbortSignal): Promise<string[]> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) throw new Error('Lightbox content from elsewhere');
  const response = await fetch(url, { signal, headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`Lightbox content answered ${response.status}`);
  const html = await response.text();
  // Parsed, never inserted: only text is shown, so nothing of the fetched page runs here.
  const page = new DOMParser().parseFromString(html, 'text/html');
  const root = page.querySelector('main') ?? page.body;
  return Array.from(
    root.querySelectorAll(READABLE),
    (node) => node.textContent?.trim() ?? '',
  ).filter(Boolean);
}

/** A copy of the page's element to show (the page keeps its own): shown, and without its ids. */
function copyOf(element: Element): Node {
  const copy = element.cloneNode(true) as Element;
  copy.removeAttribute('hidden');
  for (const node of [copy, ...copy.querySelectorAll('[id]')]) node.removeAttribute('id');
  return copy;
}

function useContent(item: LightboxItem): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    if (item.kind !== 'inline') return { state: 'loading' };
    const element = document.getElementById(item.href.replace(/^#/, ''));
    return element
      ? { state: 'element', element }
      : { state: 'failed', message: lightboxMessages.notFound };
  });
  useEffect(() => {
    if (item.kind !== 'ajax') return;
    const abort = new AbortController();
    fetchText(item.href, abort.signal).then(
      (paragraphs) => setLoaded({ state: 'text', paragraphs }),
      () => {
        if (!abort.signal.aborted)
          setLoaded({ state: 'failed', message: lightboxMessages.contentError });
      },
    );
    return () => abort.abort();
  }, [item]);
  return loaded;
}

/**
 * The lightbox (site-and-tools §2, §9 lightbox messages): the site's modal with the item's title,
 * 'Loading...' while the image or content arrives, the spec's message when it cannot, and the
 * 'Close (Esc)' button. Focus is trapped and given back by the modal.
 */
export default function LightboxDialog({
  item,
  onClose,
}: {
  item: LightboxItem;
  onClose: () => void;
}) {
  const loaded = useContent(item);
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const loading =
    (item.kind === 'image' && image === 'loading') ||
    (item.kind === 'ajax' && loaded.state === 'loading');
  return (
    <Modal
      name="lightbox"
      open
      title={item.title}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {lightboxMessages.close}
        </button>
      }
    >
      <div className="lightbox" aria-busy={loading}>
        {loading ? <p role="status">{lightboxMessages.loading}</p> : null}
        {item.kind === 'image' && image !== 'failed' ? (
          <img
            className="lightbox__image"
            src={item.href}
            alt={item.title}
            hidden={image === 'loading'}
            onLoad={() => setImage('loaded')}
            onError={() => setImage('failed')}
          />
        ) : null}
        {item.kind === 'image' && image === 'failed' ? (
          <p role="alert">{lightboxMessages.imageError}</p>
        ) : null}
        {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
        {loaded.state === 'text'
          ? loaded.paragraphs.map((text, index) => (
              // The fetched page's text in its order: the order is the identity.
              <p key={index}>{text}</p>
            ))
          : null}
        {loaded.state === 'element' ? (
          <div
            ref={(holder) => {
              holder?.replaceChildren(copyOf(loaded.element));
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
