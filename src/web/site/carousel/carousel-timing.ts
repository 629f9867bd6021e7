// spec: site-and-tools §9 "Carousel auto-play 5 s for home heroes."
export const AUTO_PLAY_MS = 5000;
