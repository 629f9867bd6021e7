import { usePageTitle } from '#web/app/page-context.tsx';
import { bankLinkExamples } from '../bank-link/examples.tsx';
import { addressInputExamples } from '../address-input/examples.tsx';
import { anniversaryExamples } from '../anniversary/examples.tsx';
import { countdownExamples } from '../countdown/examples.tsx';
import { checkboxListExamples } from '../checkbox-list/examples.tsx';
import { checkboxExamples } from '../checkbox/examples.tsx';
import { currencyExamples } from '../currency/examples.tsx';
import { dateOfBirthExamples } from '../date-of-birth/examples.tsx';
import { dateExamples } from '../date/examples.tsx';
import { fileUploadExamples } from '../file-upload/examples.tsx';
import { incomeExamples } from '../income/examples.tsx';
import { radioExamples } from '../radio/examples.tsx';
import { rangeExamples } from '../range/examples.tsx';
import { selectExamples } from '../select/examples.tsx';
import { textNoOptionalExamples } from '../text-no-optional/examples.tsx';
import { textExamples } from '../text/examples.tsx';
import { textareaExamples } from '../textarea/examples.tsx';
import { expandCollapseExamples } from '#web/site/expand-collapse/examples.tsx';
import { modalExamples } from '#web/site/modal/examples.tsx';
import { confirmationOverlayExamples } from '#web/site/confirmation-overlay/examples.tsx';
import { equalHeightExamples } from '#web/site/equal-height/examples.tsx';
import { chatExamples } from '#web/site/chat/examples.tsx';
import { ajaxPaginationExamples } from '#web/site/ajax-pagination/examples.tsx';
import { scrollAnimationExamples } from '#web/site/scroll-animation/examples.tsx';
import { carouselExamples } from '#web/site/carousel/examples.tsx';
import { featureVideoExamples } from '#web/site/feature-video/examples.tsx';
import { lightboxExamples } from '#web/site/lightbox/examples.tsx';
import { stickyExamples } from '#web/site/sticky/examples.tsx';
import { tooltipExamples } from '#web/site/tooltip/examples.tsx';
import { siteHeaderExamples } from '#web/site/site-header/examples.tsx';
import { backToTopExamples } from '#web/site/back-to-top/examples.tsx';
import { quickLinksExamples } from '#web/site/quick-links/examples.tsx';
import { sessionTimeoutExamples } from '#web/site/session-timeout/examples.tsx';
import { cookieNoticeExamples } from '#web/site/cookie-notice/examples.tsx';
import { permissionsExamples } from '#web/site/permissions/examples.tsx';
import type { WidgetExamples } from './example.tsx';
import './widget-gallery.css';

/** Every widget's examples, in the order of site-and-tools §3 "Form-field widget kinds". */
export const GALLERY: WidgetExamples[] = [
  checkboxExamples,
  checkboxListExamples,
  dateExamples,
  radioExamples,
  rangeExamples,
  selectExamples,
  textExamples,
  textareaExamples,
  currencyExamples,
  anniversaryExamples,
  incomeExamples,
  addressInputExamples,
  countdownExamples,
  textNoOptionalExamples,
  dateOfBirthExamples,
  // Site widgets (src/web/site, site-and-tools §2 "Site-wide page behaviour", §4 "Page widgets").
  siteHeaderExamples,
  backToTopExamples,
  quickLinksExamples,
  cookieNoticeExamples,
  modalExamples,
  tooltipExamples,
  expandCollapseExamples,
  fileUploadExamples,
  bankLinkExamples,
  carouselExamples,
  lightboxExamples,
  featureVideoExamples,
  stickyExamples,
  sessionTimeoutExamples,
  permissionsExamples,
  confirmationOverlayExamples,
  equalHeightExamples,
  chatExamples,
  ajaxPaginationExamples,
  // Last: its example must start below the fold.
  scrollAnimationExamples,
];

/**
 * The widget gallery (development only, see app/dev-routes.tsx): every example of every widget,
 * each in a region named after it, so people and the browser test (axe, keyboard) can find it.
 */
export default function WidgetGalleryPage() {
  usePageTitle('Widget gallery');
  return (
    <div className="widget-gallery">
      <h1>Widget gallery</h1>
      <p className="lead">
        Every example of every form widget. Development only: not part of a normal build.
      </p>
      <nav aria-label="Widgets">
        <ul className="widget-gallery__index">
          {GALLERY.map((set) => (
            <li key={set.widget}>
              <a href={`#${set.widget}`}>{set.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {GALLERY.map((set) => (
        <section
          key={set.widget}
          id={set.widget}
          aria-labelledby={`${set.widget}-title`}
          className="widget-gallery__widget"
        >
          <h2 id={`${set.widget}-title`}>{set.title}</h2>
          {set.examples.map((example) => {
            const exampleId = `${set.widget}-example-${example.name.replace(/[^a-z0-9]+/gi, '-')}`;
            return (
              <article
                key={example.name}
                aria-labelledby={exampleId}
                className="widget-gallery__example"
              >
                <h3 id={exampleId} className="widget-gallery__example-name">
                  {set.title}: {example.name}
                </h3>
                {/* noValidate: messages come from the rule engine, never the browser (see ../README.md). */}
                <form method="post" noValidate onSubmit={(event) => event.preventDefault()}>
                  {example.render()}
                </form>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
