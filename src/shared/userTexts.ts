/** The user forms' and toasts' texts (spec 2, 5, 8), shared by the console and the API. Zod-free. */
export const userTexts = {
  usernameRequired: 'The username is required',
  usernameFormat: 'The user should have at least 4 characters, no more than 16 and only letters, digits and @. + - _',
  firstNameRequired: 'The first name is required',
  lastNameRequired: 'The last name is required',
  emailRequired: 'The email is required',
  emailFormat: 'Please enter a valid email',
  /** The account user list editor words the format rule differently (spec 5). */
  emailFormatListEditor: 'Entered value does not match email format',
  passwordRequired: 'The password is required',
  passwordMismatch: 'Password does not match',
  /** Staff changing their own password or email confirm it is them (ours; the spec's form has no such field). */
  currentPasswordRequired: 'The current password is required',
  currentPasswordWrong: 'Your current password was entered incorrectly. Please enter it again.',
  accountRequired: 'The account is required',
  /** The toast, and the API's detail (code user_not_found). */
  notFound: 'User could not be found.',
  /** "Your sessions" (issue 39). */
  sessionUnknown: 'This sign-in has already ended.',
  sessionsForbidden: "Only a superuser may see or end another person's sessions.",
  sessionsEnded: 'Signed out there.',
  sessionsLoadFailed: 'Your sessions could not be loaded.',
  sessionsEndFailed: 'The sign-out could not be done. Try again.',
  /** Spec 2: the helper texts of the two per-account checkboxes. */
  accountManagerHelp: 'True if the user is an admin for this account.',
  canSwitchAccountsHelp: 'True if the user is allowed to change between accounts.',
  /** Spec 8 toasts. */
  created: 'The user was created successfully.',
  createFailed: 'There was an error creating the user.',
  updated: 'The user was updated successfully.',
  updateFailed: 'There was an error updating the user.',
  stateSaved: 'The user new state was saved.',
  stateFailed: 'There was an error and the new state of the user could not be saved.',
  saved: 'User was saved successfully.',
  saveFailed: 'Unknown error. Could not save user information for the moment.',
} as const;
