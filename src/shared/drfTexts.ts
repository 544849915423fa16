/**
 * DRF's stock texts, as the API answers them (field errors and error details) and as the console's forms show them
 * where spec 5 gives none. Zod-free and import-free: the console ships them as values. The API's request schemas
 * build on them in drf.ts.
 */
export const drfTexts = {
  required: 'This field is required.',
  notNull: 'This field may not be null.',
  blank: 'This field may not be blank.',
  invalidString: 'Not a valid string.',
  invalidInteger: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  /** PrimaryKeyRelatedField's incorrect_type, without the type it received. */
  invalidPk: 'Incorrect type. Expected pk value.',
  /** An id that names no row. */
  doesNotExist: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  /** URLField's invalid. */
  invalidUrl: 'Enter a valid URL.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  tooManyItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  /** A list field given something else: the legal entity's accounts say it without the type. */
  notAList: 'Expected a list of items.',
  expectedList: (type: string) => `Expected a list of items but got type "${type}".`,
  emptyList: 'This list may not be empty.',
  notFound: 'Not found.',
  /** A known address asked with a method it does not answer (405, with Allow). */
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  invalidPage: 'Invalid page.',
  notAuthenticated: 'Authentication credentials were not provided.',
  serverError: 'A server error occurred.',
  /** The seconds also go in the Retry-After header. */
  throttled: (seconds: number) => `Request was throttled. Expected available in ${seconds} seconds.`,
} as const;
