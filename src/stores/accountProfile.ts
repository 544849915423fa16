import { createRouter } from '@nanostores/router';
import { computed } from 'nanostores';
import { isAccountTab, type AccountTab } from '../shared/accountTabs.ts';
import { ACCOUNT_TAB_PATTERN } from '../shared/consoleRoutes.ts';

/** The account profile island's routes: its tabs change the address without a page load (spec 2). */
export const $accountProfileRouter = createRouter({ accountTab: ACCOUNT_TAB_PATTERN }, { links: false });

/** The tab the address names; an unknown one reads as the overview (the page redirects such addresses too). */
export const $accountTab = computed($accountProfileRouter, (page): AccountTab => {
  const tab = page?.params.tab ?? '';
  return isAccountTab(tab) ? tab : 'overview';
});
