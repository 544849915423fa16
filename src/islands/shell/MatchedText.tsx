import { eachWordMatches, searchMatches } from '../../shared/searchKey.ts';
import { Highlight } from '../../ui/index.ts';

/**
 * A list cell's text with what the list's search matched in it marked, so staff see why a row is there (issue 40):
 * accents folded, phones by their digits, as the API matched them; `eachWord` for a search whose words are terms
 * of their own (legal entities).
 */
export function MatchedText({ text, search, eachWord = false }: { text: string; search: string; eachWord?: boolean }) {
  return <Highlight text={text} ranges={(eachWord ? eachWordMatches : searchMatches)(text, search)} />;
}
