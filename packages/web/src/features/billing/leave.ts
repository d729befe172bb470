/**
 * Leaving the app for the billing provider's page (Stripe Checkout, the billing portal). One
 * object, so a component test can watch where the app would go (jsdom does not navigate).
 */
export const billingExit = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};

/** Where a billing URL answer leads: checkout to subscribe, else the portal; null when neither came. */
export function billingDestination(urls: { url: string | null; checkout_url: string | null } | null) {
  return urls?.checkout_url ?? urls?.url ?? null;
}
