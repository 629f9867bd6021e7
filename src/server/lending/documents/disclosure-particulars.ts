import { isVehicleShown } from '#domain/loan-application/conditions.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { textValue } from '#domain/validation/text-value.ts';
import type { FinancedAddOn, VehicleSecurity } from './disclosure.ts';

/** The broker's amounts that are financed within the amount of credit, as the statement names them. */
const ADD_ON_NAMES = {
  BrokerFee: 'broker fee',
  BrokerCciLpi: 'credit-related insurance premium',
  BrokerMbi: 'mechanical breakdown insurance premium',
  BrokerGap: 'GAP insurance premium',
} as const;

/**
 * What the application itself adds to the disclosure statement (CCCFA Schedule 1): the security
 * interest when step 4 secures the loan against a vehicle, and a broker's fee and add-on
 * insurance premiums financed within the amount of credit (those above $0).
 */
export function disclosureParticulars(formData: FormValues): {
  security: VehicleSecurity | null;
  addOns: FinancedAddOn[];
} {
  const security = isVehicleShown(formData)
    ? {
        registration: textValue(formData.VehicleRegistrationNumber),
        vin: textValue(formData.VehicleVinNumber),
      }
    : null;
  const addOns = Object.entries(ADD_ON_NAMES).flatMap(([field, name]) => {
    const amount = Number(textValue(formData[field]));
    return Number.isFinite(amount) && amount > 0 ? [{ name, amount }] : [];
  });
  return { security, addOns };
}
