/**
 * The confirmation dialogs of the permissions model (site-and-tools §4). A kind listed here is
 * asked about in an in-page dialog before the browser is; a kind not listed (cookie,
 * clipboard-write) has no dialog, so its permission is assumed (YES_AUTO).
 */
export const permissionDialogs: Record<
  string,
  { title: string; text: string; yes: string; no: string }
> = {
  geolocation: {
    title: 'Use your location?',
    text: 'We use your location once, in this browser, to show the branches nearest to you. It is not sent to us or stored. Your browser may then ask you to confirm.',
    yes: 'Yes, use my location',
    no: 'No thanks',
  },
};
