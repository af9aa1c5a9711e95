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
        PUBLIC_AUTHORITY: '$t(enums.supplyUse.PUBLIC_ADMINISTRATION)',
        PA_NON_CONV: 'Public administration without a convention',
        RESIDENT: 'Residential customer',
        CONDOMINIUM: 'Condominium',
        SME: 'Small or medium enterprise',
      },
    },
    retail: {
      intro:
        'Your details, the contacts we reach you at, how you receive your bill, your privacy consents and the portal’s language.',
      contacts: {
        intro: 'Here you can update the e-mail address and phone numbers we reach you at.',
        email: 'E-mail',
        phone: 'Phone',
        mobile: 'Mobile',
        hints: {
          email: 'We write to you at this address, for example first.last@example.it.',
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
            invalid: 'Enter a valid e-mail address, for example name@example.it.',
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
      registry: {
        title: 'Your details',
        name: 'Name',
        taxCode: 'Tax code',
        address: 'Home address',
        place: 'Postcode, town and province',
        hint: 'To correct your name, tax code or address, send us a written request.',
        writeUs: 'Write to us',
      },
      bill: {
        title: 'Digital bill',
        digital: 'You receive your bill by e-mail at {{email}}.',
        digitalNoEmail: 'You receive your bill digitally.',
        paper: 'You receive your bill on paper at the supply address.',
        change: 'You can change how you receive the bill for each supply:',
        supply: 'How the bill is received for {{point}} ({{address}})',
        utility: { GAS: 'gas', POWER: 'power' },
        noSupply: 'There is no supply to change how the bill is received for.',
      },
      privacy: {
        title: 'Privacy consents',
        intro:
          'You can give or withdraw each consent at any time. The messages the contract needs do not depend on them.',
        legend: 'Your consents',
        marketing: 'Marketing messages',
        marketingHint: 'Offers and news from {{brand}} by e-mail, text message and phone.',
        profiling: 'Profiling',
        profilingHint: 'Analysis of your consumption to offer you suitable deals.',
        thirdParties: 'Sharing with third parties',
        thirdPartiesHint: 'Sharing your data with partners for their offers.',
        given: 'Given',
        refused: 'Not given',
        updatedAt: 'Last changed on {{date}}.',
        never: 'You have not made a choice yet: no consent is given.',
        save: 'Save consents',
        saving: 'Saving the consents…',
        saved: 'Consents saved.',
        failed: 'The consents were not saved.',
      },
      language: {
        title: 'Preferred language',
        intro: 'The language we show you the portal in and write to you in.',
        legend: 'Language',
        save: 'Save language',
        saving: 'Saving the language…',
        saved: 'Language saved.',
        failed: 'The language was not saved.',
      },
    },
  },
};

export default profile;
