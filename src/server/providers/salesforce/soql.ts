/** Building SOQL safely: string literals and LIKE patterns from untrusted text. */

const LITERAL_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** Escapes text for the inside of a SOQL string literal. */
export const escapeSoqlLiteral = (text: string) => text.replace(/[\\'"\n\r\t\b\f]/g, (c) => LITERAL_ESCAPES[c] ?? c);

/** A `LIKE '%text%'` pattern that matches the text itself: the wildcards % and _ are escaped too. */
export const soqlContainsPattern = (text: string) => `'%${escapeSoqlLiteral(text).replace(/[%_]/g, (c) => `\\${c}`)}%'`;
