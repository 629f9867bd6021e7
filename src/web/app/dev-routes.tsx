import type { ReactElement } from 'react';

/** Development-only pages (the widget gallery); none in a production build. */
export const devRoutes: ReactElement[] = [];
