/**
 * How every search of the console and the API compares text: lower-cased, and accented Latin letters folded to
 * their base letter (á → a, ü → u, ñ → n, both cases), so "clinica" finds "Clínica" and "Clínica" finds "Clinica".
 * The database folds with search_key() (drizzle/0040), a translate() over these same two strings, in the kept
 * search columns (name_key, the name words) and in the typed term alike; tests hold the function to them. Names
 * keep their accents wherever they are shown.
 */

/** Each letter here folds to the letter at the same place in SEARCH_KEY_TO. */
export const SEARCH_KEY_FROM =
  'áÁàÀâÂäÄãÃåÅāĀăĂąĄéÉèÈêÊëËēĒėĖęĘěĚíÍìÌîÎïÏīĪįĮóÓòÒôÔöÖõÕøØōŌőŐúÚùÙûÛüÜūŪůŮűŰųŲñÑńŃňŇçÇćĆčČýÝÿŸšŠśŚžŽźŹżŻďĎľĽĺĹłŁřŘŕŔťŤğĞşŞ';
export const SEARCH_KEY_TO =
  'aaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiiiiiiiiiioooooooooooooooouuuuuuuuuuuuuuuunnnnnnccccccyyyysssszzzzzzddllllllrrrrttggss';

const FOLDED = new Map([...SEARCH_KEY_FROM].map((letter, i) => [letter, SEARCH_KEY_TO[i]!]));

/** The text as search_key() folds it: lower-cased, then each accented letter to its base letter. */
export function searchKeyOf(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) folded += FOLDED.get(letter) ?? letter;
  return folded;
}
