// Paying a supply's bills by card (docs/api.md startCardRegistration, completeCardRegistration):
// the card is given on the payment provider's page only. Opening it is called once per press and
// never repeated; the outcome is read on the way back, as often as the page is loaded (the BFF
// files the request once). The browser never sees the card's token.
import type { Locale } from '@portal/shared/constants';
import { graphql } from '@/graphql/generated/index.ts';
import type { CompleteCardRegistrationMutation } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const START_CARD_REGISTRATION = graphql(`
  mutation StartCardRegistration($supplyId: ID!, $language: ContentLanguage) {
    startCardRegistration(supplyId: $supplyId, language: $language) {
      registrationId
      registrationUrl
      supplyId
    }
  }
`);

export const COMPLETE_CARD_REGISTRATION = graphql(`
  mutation CompleteCardRegistration($registrationId: ID!) {
    completeCardRegistration(registrationId: $registrationId) {
      registrationId
      supplyId
      outcome
      cardType
      maskedPan
      request {
        ...SupplyChangeRequestFields
      }
    }
  }
`);

export type CardRegistrationResult = CompleteCardRegistrationMutation['completeCardRegistration'];

/** The provider's card page for the supply, coming back in the page's language. */
export async function startCardRegistration(supplyId: string, language: Locale): Promise<string> {
  const data = await send(START_CARD_REGISTRATION, {
    supplyId,
    language: language === 'de' ? 'DE' : 'IT',
  });
  return data.startCardRegistration.registrationUrl;
}

export async function completeCardRegistration(
  registrationId: string,
): Promise<CardRegistrationResult> {
  return (await send(COMPLETE_CARD_REGISTRATION, { registrationId })).completeCardRegistration;
}

/** The browser's way out to the provider's page (one object, so a test can watch it). */
export const cardPage = {
  open(address: string): void {
    window.location.assign(address);
  },
};
