/** Call rescue's texts (spec 2 monitor, 8 "Test calls"): zod-free and import-free. */
export const callRescueTexts = {
  /** Spec 2: the call rescue monitor's error view. */
  loadError: 'We encounter an error in the call rescue monitor...',
  report: 'Please report to engineering team',
  /** Spec 8: the console's toasts after scheduling test calls. */
  scheduled: 'The test calls was scheduled successfully.',
  failed: 'The test calls could not be scheduled at the moment.',
  /**
   * Why scheduling was refused, by the `code` of the 400 answer: its `detail`. The first three are spec 8's;
   * `account_has_no_call_rescue_phone` (phones listed, none enabled for call rescue) and `account_has_no_bot_number`
   * (a test call needs a number to call from) are ours, and the console shows their details too.
   */
  refusals: {
    call_rescue_tests_scheduled_for_account: 'Account has scheduled test calls already.',
    call_rescue_tests_disabled_for_account: 'Account has test calls disabled.',
    account_has_no_business_phone: 'Account has no business phones.',
    account_has_no_call_rescue_phone: 'None of the account’s business phones is enabled for call rescue.',
    account_has_no_bot_number: 'Account has no bot number to place test calls from.',
  },
} as const;
