import type { ProfileMessages } from '../it/profile.ts';

const profile: ProfileMessages = {
  profile: {
    title: 'Profile',
    intro:
      'The data of the selected registry, electronic invoicing and the contact details we reach you at.',
    none: '—',
    yes: 'Yes',
    no: 'No',
    registry: {
      title: 'Registry',
      companyName: 'Company name',
      taxCode: 'Tax code',
      vatNumber: 'VAT number',
      foreignTaxCode: 'Foreign tax code',
      address: 'Address',
      place: 'Postal code, locality and province',
      country: 'Country',
      ateco: 'ATECO code',
      ateco2: 'Secondary ATECO code',
      splitPayment: 'Split payment',
    },
    digital: {
      title: 'Electronic invoicing',
      email: 'E-mail for invoices',
      digital: 'Digital invoice',
      byEmail: 'Sent by e-mail',
      grouped: 'Grouped invoices',
      delivery: 'Delivery',
      none: 'No electronic invoicing data.',
    },
    contacts: {
      title: 'Contact details',
      intro: 'Here you can update the e-mail address and phone numbers of your registry.',
      email: 'E-mail',
      phone: 'Phone',
      mobile: 'Mobile',
      hints: {
        email: 'We write to you at this address, for example accounts@company.it.',
        phone:
          'Digits and spaces only, with + in front for a foreign number. Left empty, the number on record stays.',
        mobile:
          'Digits and spaces only, with + in front for a foreign number. Left empty, the number on record stays.',
      },
      summary: 'Please correct these details',
      save: 'Save contact details',
      saving: 'Saving…',
      saved: 'Contact details saved.',
      failed: 'The contact details were not saved.',
      errors: {
        email: {
          required: 'Enter the e-mail address.',
          invalid: 'Enter a valid e-mail address, for example name@company.it.',
          tooLong: 'The e-mail address can have at most 254 characters.',
        },
        phone: {
          required: 'Enter the phone number.',
          invalid:
            'The phone number can contain only digits and spaces (6 to 20), with + in front.',
          tooLong: 'The phone number can have at most 20 characters.',
        },
        mobile: {
          required: 'Enter the mobile number.',
          invalid:
            'The mobile number can contain only digits and spaces (6 to 20), with + in front.',
          tooLong: 'The mobile number can have at most 20 characters.',
        },
      },
    },
    consortium: {
      title: 'Consortium',
      logo: 'Logo of {{name}}',
      code: 'Code {{code}}',
      members_one: '{{count}} member registry',
      members_other: '{{count}} member registries',
      caption: 'Member registries of the consortium',
      columns: {
        companyName: 'Company name',
        taxCode: 'Tax code',
        vatNumber: 'VAT number',
        locality: 'Locality',
        kind: 'Customer kind',
      },
      kinds: {
        CORPORATE: 'Company',
        ASSOCIATION: 'Association',
        PUBLIC_AUTHORITY: 'Public administration',
        PA_NON_CONV: 'Public administration without a convention',
        RESIDENT: 'Residential customer',
        CONDOMINIUM: 'Condominium',
        SME: 'Small or medium enterprise',
      },
    },
  },
};

export default profile;
