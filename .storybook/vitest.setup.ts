// Storybook >= 10.3: @storybook/addon-vitest applies the project annotations (preview.tsx and the
// addons' own, a11y included) by itself. Do not set them here by hand, and do not even name that
// function in this file: the plugin greps for it and then skips its own provisioning.
export {};
