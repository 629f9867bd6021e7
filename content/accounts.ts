import type { FormValues } from '#domain/validation/types.ts';

/**
 * The demo accounts (issue 8 "Sign-in"), seeded when SEED_DEMO_DATA is on and listed in the
 * README. Every demo password is the same and public: these accounts exist only in demo data.
 * A customer's profile is their record with the lender, keyed by the loan application's field
 * names; the locked steps of a signed-in customer's application are read from it.
 */
export interface DemoAccount {
  kind: 'customer' | 'broker' | 'staff';
  email: string;
  referrerId?: string;
  roles?: string[];
  customerNumber?: string;
  branchName?: string;
  /** A staff member's branch id (content/branches.ts): auto-assign gives them its submissions. */
  staffBranch?: string;
  profile?: FormValues;
}

export const DEMO_PASSWORD = 'demo-password-2026';

export const demoAccounts: readonly DemoAccount[] = [
  {
    // A complete record: every locked step starts with a summary and "Change".
    kind: 'customer',
    email: 'aroha.ngata@example.co.nz',
    customerNumber: '1048576',
    branchName: 'Whangārei',
    profile: {
      Title: 'Ms',
      FirstName: 'Aroha',
      MiddleName: '',
      LastName: 'Ngata',
      Email: 'aroha.ngata@example.co.nz',
      DateOfBirth: '1988/09/14',
      Gender: 'Female',
      ContactNumberType: 'Mobile',
      ContactNumber: '021 555 0142',
      RelationshipStatus: 'Married',
      FinancialDependants: '2',
      Address: {
        Unit: '',
        StreetNumber: '12',
        StreetName: 'Kōwhai',
        StreetType: 'Road',
        Suburb: 'Mangawhai',
        City: 'Mangawhai',
        Postcode: '0505',
        Latitude: null,
        Longitude: null,
        BoxType: '',
        Postal: false,
      },
      AddressStatus: 'Own home with mortgage',
      AddressDurationMonth: '3',
      AddressDurationYear: '6',
      ExistingCustomer: 'Yes',
      Residency: 'Yes',
      ProofType: 'NZDL',
      SecurityType: 'Vehicle',
      VehicleRegistrationNumber: 'KWH482',
      EmploymentStatus: 'Full Time Worker',
      EmploymentIndustry: 'Health care and social assistance',
      EmploymentJobRole: 'Registered nurse',
      EmploymentCompany: 'Te Whatu Ora Te Tai Tokerau',
      EmploymentArea: 'Whangārei',
      EmploymentWorkPhoneNumber: '09 430 4100',
      EmploymentTimeMonth: '4',
      EmploymentTimeYear: '7',
    },
  },
  {
    // An incomplete record: no date of birth and no contact number, so step 1 shows "Unknown"
    // and step 2 starts with "Add".
    kind: 'customer',
    email: 'sam.wilson@example.co.nz',
    branchName: 'Hamilton',
    profile: {
      Title: 'Mr',
      FirstName: 'Sam',
      MiddleName: '',
      LastName: 'Wilson',
      Email: 'sam.wilson@example.co.nz',
    },
  },
  { kind: 'broker', email: 'broker@harbour.example.co.nz', referrerId: 'demo-broker' },
  // The workspace's officer (approval limit OFFICER_APPROVAL_LIMIT, $10,000 by default) and approver.
  // The officer works at Wellington, so STAFF_AUTO_ASSIGN=true gives them its new submissions.
  {
    // A borrower with two loans on the sandbox loan book (content/lending/demo-loans.ts): the
    // hardship page's demo (issue 32).
    kind: 'customer',
    email: 'mere.tamihana@example.co.nz',
    branchName: 'Hamilton',
    profile: {
      FirstName: 'Mere',
      LastName: 'Tamihana',
      Email: 'mere.tamihana@example.co.nz',
      DateOfBirth: '1979/04/02',
    },
  },
  { kind: 'staff', email: 'staff@kowhai.example.nz', roles: ['officer'], staffBranch: '111' },
  { kind: 'staff', email: 'approver@kowhai.example.nz', roles: ['approver'] },
  // A senior approver decides above the approver's limit (APPROVER_APPROVAL_LIMIT, $50,000 by
  // default; issue 30, decision 134). An approver too, so they check proposals and override.
  {
    kind: 'staff',
    email: 'senior@kowhai.example.nz',
    roles: ['approver', 'senior-approver'],
  },
];
