// Storybook >= 10.3: @storybook/addon-vitest applies the project annotations (preview.tsx and the
// addons' own, a11y included) by itself. Do not set them here by hand, and do not even name that
// function in this file: the plugin greps for it and then skips its own provisioning.
import { configure } from 'storybook/test';

// A story's findBy and waitFor wait for a state; Testing Library's 1 s is passed on a loaded two-core machine by a
// menu or dialog whose code loads on intent (measured in a full run beside other suites), so they wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
