import { searchMatches } from '../../shared/searchKey.ts';
import { Highlight } from '../../ui/index.ts';

/**
 * A list cell's text with what the list's search matched in it marked, so staff see why a row is there (issue 40):
 * accents folded, phones by their digits, as the API matched them.
 */
export function MatchedText({ text, search }: { text: string; search: string }) {
  return <Highlight text={text} ranges={searchMatches(text, search)} />;
}
