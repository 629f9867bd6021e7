/**
 * The demo brand. Its name is written here once; every page reads it from here, so a lender
 * replaces this file (and the rest of content/) to make the site its own.
 */
export const brand = {
  name: 'Kōwhai Finance',
  shortName: 'Kōwhai',
  tagline: 'Personal loans from people in your town',
  phone: '0800 569 4424',
  email: 'hello@kowhai.example.nz',
  /** Lender's registration shown in the footer (demo value). */
  registration: 'Registered financial service provider FSP000000 (demo).',
} as const;
