/**
 * The account feature flags (spec 3 "Features"), in the Features tab's order with its labels (spec 2). One list for
 * the contract, the database mapping, the tests and the tab. has_active_subscription is billing's: the API returns
 * and takes it, the tab does not show it.
 */
export const FEATURE_FLAGS = [
  { key: 'sms_language_detection_enabled', label: 'Bilingual enabled' },
  { key: 'calendar_sync_enabled', label: 'Calendar sync enabled' },
  { key: 'cancelations_enabled', label: 'Cancelations enabled' },
  { key: 'confirmations_enabled', label: 'Confirmations enabled' },
  {
    key: 'confirmations_should_include_time',
    label: 'Confirmations should include time',
    shownWith: 'confirmations_enabled',
  },
  { key: 'out_of_sync_scheduling_enabled', label: 'Out of sync scheduling enabled' },
  { key: 'scheduling_enabled', label: 'Scheduling enabled' },
  { key: 'has_telemedicine', label: 'Telemedicine enabled' },
  { key: 'text_back_enabled', label: 'Text back enabled' },
  { key: 'voicemail_enabled', label: 'Voicemail enabled' },
  { key: 'is_waiting_list_enabled', label: 'Waiting list enabled' },
  { key: 'is_missed_call_open_thread', label: 'New Missed Calls open new conversation sessions' },
  { key: 'has_active_subscription', label: 'Has active subscription', inFeaturesTab: false },
] as const satisfies ReadonlyArray<{ key: string; label: string; shownWith?: string; inFeaturesTab?: false }>;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number]['key'];
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const FEATURE_FLAG_KEYS: readonly FeatureFlag[] = FEATURE_FLAGS.map((flag) => flag.key);

/** The toggles of the Features tab, in order. */
export const FEATURES_TAB_FLAGS = FEATURE_FLAGS.filter((flag) => !('inFeaturesTab' in flag));
