/** Read only when an applicant turns to manual entry with something typed (docs/decisions/037). */
export { addressFromTyped } from '#domain/address/typed-address.ts';
