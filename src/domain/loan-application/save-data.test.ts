import { describe, expect, it } from 'vitest';
import { flattenAddressFields, parseSavedFormData, prepareFormDataForSave } from './save-data.ts';
import { validApplicationValues } from './fixtures.ts';

describe('saved form data (loan-application §3, §8)', () => {
  it('flattens the address into AddressUnit ... AddressPostcode on save (loan-application §3)', () => {
    const flat = flattenAddressFields(validApplicationValues());
    expect(flat).toMatchObject({
      AddressUnit: '',
      AddressStreetNumber: '12',
      AddressStreetName: 'Kōwhai',
      AddressStreetType: 'Road',
      AddressSuburb: 'Mangawhai',
      AddressCity: 'Mangawhai',
      AddressPostcode: '0505',
    });
    expect(flat.Address).toEqual(validApplicationValues().Address);
  });

  it('adds no flat fields without a readable address (loan-application §3)', () => {
    expect(flattenAddressFields({ FirstName: 'Aroha' })).toEqual({ FirstName: 'Aroha' });
    expect(flattenAddressFields({ Address: 'nowhere' })).toEqual({ Address: 'nowhere' });
  });

  it('converts dates and flattens the address together (loan-application §3)', () => {
    const saved = prepareFormDataForSave({
      ...validApplicationValues(),
      DateOfBirth: '1990-04-23',
    });
    expect(saved.DateOfBirth).toBe('1990/04/23');
    expect(saved.AddressPostcode).toBe('0505');
  });

  it("refuses to save an unreadable date: 'Datestring was invalid' (loan-application §8)", () => {
    expect(() => prepareFormDataForSave({ VisaExpiry: 'next year' })).toThrow(
      'Datestring was invalid',
    );
  });

  it('reads saved data with its dates as yyyy/MM/dd (loan-application §3)', () => {
    expect(parseSavedFormData('{"DateOfBirth":"1990-04-23T00:00:00","FirstName":"Aroha"}')).toEqual(
      { DateOfBirth: '1990/04/23', FirstName: 'Aroha' },
    );
  });

  it('throws on unparseable saved data, so the caller can log it and tell the applicant (loan-application §8)', () => {
    expect(() => parseSavedFormData('{not json')).toThrow(SyntaxError);
    expect(() => parseSavedFormData('[1,2]')).toThrow('Saved form data is not an object');
    expect(() => parseSavedFormData('null')).toThrow('Saved form data is not an object');
  });
});
