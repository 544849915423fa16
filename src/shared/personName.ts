/** How the console and the API name a person: their full name, or their username when they have none. */
export const personName = (user: { first_name: string; last_name: string; username: string }): string =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;
