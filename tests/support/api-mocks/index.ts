/** The mocked API shared by the screen stories (msw-storybook-addon) and the component tests (msw/node). */
export * from './fixtures.ts';
export * from './handlers.ts';
export * from './http.ts';
