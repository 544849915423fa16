import { consoleTexts } from '../../shared/consoleTexts.ts';
import { LiveRegion, Text } from '../../ui/index.ts';

interface FilterResultsProps {
  /** A search or filter narrows the list: the count shows (no room taken otherwise). */
  narrowed: boolean;
  /** The narrowed list's count once known (undefined while it loads: "Filter Results"). */
  count: number | undefined;
  /** The count stopped at the cap ("10,000+"). */
  capped?: boolean;
  /** `span` where the count sits in a row (beside the accounts list's chips). */
  as?: 'div' | 'span';
}

/**
 * A list's "Filter Results (n)" while a search or filter narrows it, in a live region on the page from the start (one
 * added with its first words would not say them): said whole, and only when it changes, not at each refresh.
 */
export function FilterResults({ narrowed, count, capped, as }: FilterResultsProps) {
  return (
    <LiveRegion as={as}>
      {narrowed && <Text weight="semibold">{consoleTexts.filterResults(count, capped)}</Text>}
    </LiveRegion>
  );
}
