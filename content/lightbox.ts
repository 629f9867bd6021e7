/**
 * The lightbox's messages (site-and-tools §9 "Lightbox library messages (generic defaults, not
 * product text)"), word for word.
 */
export const lightboxMessages = {
  contentError: 'The content could not be loaded.',
  imageError: 'The image could not be loaded.',
  notFound: 'Content not found',
  loading: 'Loading...',
  close: 'Close (Esc)',
};
