// Managing a retail supply (§2 /retail/myUtilities/manageUts/...), English.
import type { ManageSupplyMessages } from '../it/manageSupply.ts';

const manageSupply: ManageSupplyMessages = {
  manageSupply: {
    title: 'Manage your supply',
    intro:
      'Choose what to change. Each request is sent to us and you can follow its state here and in your notifications.',
    notActive:
      'This supply is not active: changes cannot be requested. For information, write to us from the Assistance area.',
    breadcrumb: {
      utilities: 'My supplies',
      supply: 'Supply details',
      manage: 'Manage your supply',
    },
    supply: {
      gas: 'Gas – PDR {{point}}',
      light: 'Electricity – POD {{point}}',
    },
    current: {
      billByEmail: 'By e-mail to {{email}}',
      billOnPaper: 'On paper, by post',
      unknown: 'Not stated',
      power: '{{kw}} kW',
      termination: 'You can choose a date from {{from}} to {{to}}',
    },
    operations: {
      BILL_DELIVERY: {
        title: 'Bill delivery',
        current: 'How you receive it now',
        action: 'Change bill delivery',
      },
      PAYMENT_METHOD: {
        title: 'Payment method',
        current: 'How you pay now',
        action: 'Change payment method',
      },
      POWER_VARIATION: {
        title: 'Committed power',
        current: 'Current power',
        action: 'Change power',
      },
      TERMINATION: {
        title: '$t(enums.operationKind.TERMINATION)',
        current: 'When it can end',
        action: 'Request termination',
      },
    },
    open: {
      heading: 'You already have a request in progress:',
      already: 'You already have a request of this kind in progress for this supply:',
      wait: 'You can send another once it is closed. We notify you at every change of state.',
    },
    requests: {
      heading: 'Requests for this supply',
      none: 'You have not sent any request for this supply yet.',
      notifications: 'See all notifications',
    },
    request: {
      numberAndDate: 'Request no. {{id}} of {{date}}',
    },
    what: {
      billByEmail: 'Bill by e-mail to {{email}}',
      billOnPaper: 'Paper bill',
      power: '{{kw}} kW',
      termination: 'Termination from {{date}}',
    },
    flow: {
      formHeading: 'Your request',
      checkHeading: 'Check and confirm',
      doneHeading: 'Request sent',
      errorTitle: 'Correct these details',
      continue: 'Continue',
      cancel: 'Cancel',
      confirm: 'Confirm and send',
      change: 'Change the details',
      sending: 'Sending…',
      failed: 'The request was not sent.',
      pending:
        'You already have a request of this kind in progress for this supply: you can send another once it is closed.',
      refused: 'Some details were not accepted: go back to the details and check them.',
      follow:
        'We notify you at every change of state; the state is also shown on the supply’s page.',
      notifications: 'Go to notifications',
      backToSupply: 'Back to the supply',
    },
    errors: {
      deliveryMissing: 'Choose how you want to receive the bill',
      emailMissing: 'Enter the e-mail address',
      emailInvalid: 'Enter a valid e-mail address, such as name@example.it',
      methodMissing: 'Choose a payment method',
      ibanMissing: 'Enter the IBAN of the account',
      ibanNotItalian: 'The IBAN must be of an Italian account and start with IT',
      ibanLength: 'An Italian IBAN has 27 characters',
      ibanFormat:
        'The IBAN is not written correctly: IT, 2 digits, a letter (CIN), 10 digits (ABI and CAB) and 12 characters of the account',
      ibanCheckDigits: 'The IBAN is not valid: check the digits, one may be wrong',
      ibanCin:
        'The IBAN is not valid: the CIN (the letter after the first 4 characters) does not match the account',
      holderMissing: 'Enter the name of the account holder',
      holderLength: 'The account holder’s name must have 2 to 70 characters',
      taxCodeMissing: 'Enter the account holder’s tax code',
      taxCodeFormat:
        'The tax code is not written correctly: 16 characters for a person, 11 digits for a company or a condominium',
      taxCodeCheck: 'The tax code is not valid: check the characters, the last one does not match',
      kwMissing: 'Choose the new power',
      dateMissing: 'Enter the termination date',
      dateInvalid: 'Enter a valid date',
      dateTooEarly: 'The termination date must be at least 5 days after today',
      dateTooLate: 'The termination date must be within 90 days from today',
      readingInvalid: 'The final reading may contain digits only (at most 9), without a comma',
      contactMissing: 'Choose where to send the final bill',
      addressMissing: 'Enter the postal address',
      addressLength: 'The address must have 5 to 200 characters',
    },
    billDelivery: {
      intro: 'Choose how to receive your bills: the choice applies to every supply in your name.',
      legend: 'How do you want to receive the bill?',
      options: {
        EMAIL: 'By e-mail (digital bill)',
        PAPER: 'On paper, by post',
      },
      hints: {
        EMAIL: 'You receive the bill as a PDF as soon as it is issued, with no postage.',
        PAPER: 'You receive the printed bill at the supply address.',
      },
      email: 'E-mail address',
      emailHint: 'Bills will arrive at this address.',
      next: 'The change applies from the first bill issued after the request is accepted, usually within 5 working days.',
    },
    paymentMethod: {
      intro: 'Choose how to pay the bills of this supply.',
      legend: 'How do you want to pay?',
      currentHint: 'You now pay by: {{method}}.',
      hints: {
        DIRECT_DEBIT: 'Bills are debited to your account on their due date.',
        CARD: 'You register the card on the payment provider’s secure page: this supply’s bills are charged to that card.',
        POSTAL_SLIP:
          'You receive the slip with the bill and pay at the post office, a bank or a tobacconist.',
      },
      iban: 'Account IBAN',
      ibanHint: '27 characters, starting with IT. You may type it with spaces.',
      holder: 'Account holder',
      holderHint: 'Name and surname, or company name, as on the account.',
      taxCode: 'Account holder’s tax code',
      taxCodeHint: '16 characters for a person, 11 digits for a company or a condominium.',
      card: {
        where: 'Card details',
        provider: 'You enter them on the payment provider’s secure page, after confirming.',
        registered: 'Registered card',
        checking: 'Checking the card with the payment provider…',
        outcome: {
          DECLINED:
            'The payment provider refused the card: no request was sent. You can try another card or choose another method.',
          CANCELED:
            'You canceled the card registration: no request was sent. You can try again or choose another method.',
          PENDING:
            'The card registration is not finished yet: no request was sent. Try again in a moment.',
        },
      },
      next: {
        DIRECT_DEBIT:
          'We activate the SEPA mandate with your bank: this usually takes 2 to 3 billing cycles. Until then, pay your bills as you have so far.',
        CARD: 'This supply’s next bills will be charged to the registered card. The card details stay with the payment provider: the portal never sees them.',
        POSTAL_SLIP: 'From the next bill you will receive the postal slip together with the bill.',
      },
    },
    power: {
      intro:
        'The committed power is the power you can use at the same time without the meter switching off.',
      gas: 'A gas supply has no committed power: this change applies to electricity only.',
      current: 'Current power',
      currentIs: 'Current power: {{power}}',
      requested: 'New power',
      monthly: 'Difference per month',
      hint: 'The standard steps, up to {{max}} kW for this supply.',
      choose: 'Choose the power',
      option: '{{kw}} kW ({{difference}} per month)',
      cost: '{{difference}} per month on the power charge',
      quota:
        'Computed with your tariff’s power charge: €{{quota}} per kW per month, VAT and taxes excluded.',
      next: 'The local distributor changes the power, usually remotely, within 10 working days of acceptance. The fee for the change is shown on the next bill.',
    },
    termination: {
      intro:
        'Request termination if you leave the property or no longer need the supply. If someone else takes over, no termination is needed: they can request a change of holder.',
      nextHeading: 'What happens next',
      next: {
        distributor:
          'We send the request to the local distributor, who closes the meter on {{date}} or in the days right after.',
        reading: {
          gas: 'The distributor takes the final reading of the gas meter; if you have it, enter it here: we use it to check the final bill.',
          light:
            'The electronic meter sends the final reading itself; the one you enter here is used to check the final bill.',
        },
        finalBill:
          'You receive the final bill, with the consumption up to termination, at the address you give here, usually within 6 weeks.',
        noCharge: 'After termination we charge nothing more for this supply.',
      },
      date: 'Termination date',
      dateHint: 'A date from {{from}} to {{to}}.',
      reading: 'Final meter reading',
      readingHint: 'Whole digits only, without decimals.',
      noReading: 'Not given',
      contact: 'Where do we send the final bill?',
      contactHint: 'After termination the bill no longer goes to the supply address.',
      contactEmail: 'To an e-mail address',
      contactPostal: 'To a postal address',
      email: 'E-mail address',
      address: 'Postal address',
      addressHint: 'Street and number, postcode, town and province.',
    },
  },
};

export default manageSupply;
