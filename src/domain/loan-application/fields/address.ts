/** The address domain's check with this form's messages (§5 "Address: Please enter a complete address; parts required"). */
import { DEFAULT_MESSAGES } from '../../validation/engine.ts';
import { readAddressValue, validateAddress, type AddressMessages } from '../../address/index.ts';
import { MESSAGES } from '../messages.ts';

/** The messages the address input uses in this form. */
export const APPLICATION_ADDRESS_MESSAGES: AddressMessages = {
  required: MESSAGES.address,
  invalid: MESSAGES.address,
  partRequired: DEFAULT_MESSAGES.required,
  tooLong: 'Please use no more than {max} characters',
  custom: MESSAGES.address,
};

/** The Address value checked as the address input checks it; unreadable input is an incomplete address. */
export function checkApplicationAddress(value: unknown): ReturnType<typeof validateAddress> {
  const address = readAddressValue(value ?? {});
  if (!address) return { error: { kind: 'invalid', message: MESSAGES.address }, parts: {} };
  return validateAddress(address, { required: true, messages: APPLICATION_ADDRESS_MESSAGES });
}
