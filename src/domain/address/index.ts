// The address domain (site-and-tools §3, §4, §5): shared by the address input and the server.
export * from './address-value.ts';
export * from './address-finder.ts';
export * from './address-summary.ts';
export * from './address-validation.ts';
export * from './address-flatten.ts';
