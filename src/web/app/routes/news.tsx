export { NewsPage as Component } from '#web/pages/news-page.tsx';
