import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { LightboxLink, type LightboxItem } from './lightbox.tsx';
import './lightbox.css';

const hero = '/images/hero-car.svg';

function Thumbnail({ item }: { item: LightboxItem }) {
  return (
    <LightboxLink item={item} className="lightbox-thumbnail">
      <img src={hero} width="160" height="120" alt={`Open: ${item.title}`} />
    </LightboxLink>
  );
}

export const lightboxExamples: WidgetExamples = {
  widget: 'lightbox',
  title: 'Lightbox',
  examples: [
    {
      name: 'an image',
      render: () => (
        <Thumbnail
          item={{ kind: 'image', href: '/images/hero-kowhai.svg', title: 'Kōwhai over the hills' }}
        />
      ),
    },
    {
      name: 'an image that cannot be loaded',
      render: () => (
        <Thumbnail
          item={{ kind: 'image', href: '/images/no-such-image.svg', title: 'A missing picture' }}
        />
      ),
    },
    {
      name: 'part of this page',
      render: () => (
        <>
          <LightboxLink item={{ kind: 'inline', href: '#gallery-fees', title: 'Our fees' }}>
            See our fees
          </LightboxLink>
          <div id="gallery-fees" hidden>
            <p>An establishment fee is added to the loan. There is no fee for repaying early.</p>
          </div>
        </>
      ),
    },
    {
      name: 'part of this page that is not there',
      render: () => (
        <LightboxLink item={{ kind: 'inline', href: '#gallery-nothing', title: 'Nothing here' }}>
          See what is not there
        </LightboxLink>
      ),
    },
    {
      name: 'another page of the site',
      render: () => (
        <LightboxLink item={{ kind: 'ajax', href: '/about/', title: 'About us' }}>
          About us, in a lightbox
        </LightboxLink>
      ),
    },
    {
      name: 'a page that cannot be loaded',
      render: () => (
        <LightboxLink item={{ kind: 'ajax', href: '/no-such-page/', title: 'A lost page' }}>
          A lost page, in a lightbox
        </LightboxLink>
      ),
    },
  ],
};
