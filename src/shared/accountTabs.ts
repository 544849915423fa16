/** The account profile's tabs, as the last segment of /app/accounts/{id}/{tab} (spec 2, account profile). */
export const ACCOUNT_TABS = [
  'overview',
  'features',
  'users',
  'business_phones',
  'billing_settings',
  'twilio_configuration',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (value: string): value is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(value);
