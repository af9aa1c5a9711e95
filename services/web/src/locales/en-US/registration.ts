// The registration page (§2 /auth/register), English (translation fallback).
import type { RegistrationMessages } from '../it/registration.ts';

const registration: RegistrationMessages = {
  registration: {
    title: 'Registration',
    intro:
      'You are signed in as {{email}}, but this account is not linked to a customer yet. Link it in two steps with the details on your bill.',
    introNoEmail:
      'This account is not linked to a customer yet. Link it in two steps with the details on your bill.',
    step: 'Step {{step}} of 2',
    identify: {
      heading: 'Who you are',
      text: 'The customer code is at the top right of the first page of your bill.',
      customerCode: 'Customer code',
      customerCodeHint: 'Digits only, for example 600001.',
      taxCode: 'Tax code',
      taxCodeHint: 'The tax code of the supply’s holder, for example RSSMRA80A01H501U.',
      submit: 'Continue',
      checking: 'Checking…',
    },
    contacts: {
      heading: 'Your contacts',
      found: 'We found the customer {{name}}, {{address}}, {{place}} (customer code {{code}}).',
      onRecord: 'Contacts we have: {{contacts}}. Confirm the ones we should reach you at.',
      none: 'none',
      email: 'E-mail',
      emailHint: 'We write to you here when your access is active, for example name@example.it.',
      phone: 'Phone',
      mobile: 'Mobile',
      phoneHint: 'Digits and spaces only, with a leading + for a foreign number.',
      submit: 'Confirm registration',
      sending: 'Sending…',
    },
    done: {
      heading: 'Registration received',
      number: 'Registration number',
      email: 'We will write to',
      activationBy: 'Access active by',
      next: 'What happens now',
      steps: {
        s1: 'We check the details and link your account to the customer within two working days.',
        s2: 'We write to the address you gave when your access is active.',
        s3: 'Then sign in to the portal with the same credentials to find your bills and supplies.',
      },
      logout: 'Sign out',
    },
    summary: 'Please correct these details',
    errors: {
      customerCode: {
        required: 'Enter the customer code.',
        format: 'The customer code has digits only (at most 12).',
      },
      taxCode: {
        required: 'Enter the tax code.',
        format: 'The tax code has 16 characters (letters and digits) or 11 digits.',
        checkCharacter: 'The tax code is not valid: check that it is written correctly.',
      },
      email: {
        required: 'Enter the e-mail address.',
        invalid: 'Enter a valid e-mail address, for example name@example.it.',
        tooLong: 'The e-mail address can have at most 254 characters.',
      },
      phone: {
        required: 'Enter the phone number.',
        invalid: 'The phone number can have only digits and spaces (6 to 20), with a leading +.',
        tooLong: 'The phone number can have at most 20 characters.',
      },
      mobile: {
        required: 'Enter the mobile number.',
        invalid: 'The mobile number can have only digits and spaces (6 to 20), with a leading +.',
        tooLong: 'The mobile number can have at most 20 characters.',
      },
      notMatched:
        'The customer code and tax code do not match one of our customers. Check them on your bill and try again.',
      tooManyAttempts_one: 'Too many failed attempts. For security, try again in {{count}} minute.',
      tooManyAttempts_other:
        'Too many failed attempts. For security, try again in {{count}} minutes.',
      expired:
        'The registration has expired or was not started by a sign-in. Sign in again to register.',
      signIn: 'Sign in again',
      failed: 'The request did not succeed.',
    },
  },
};

export default registration;
