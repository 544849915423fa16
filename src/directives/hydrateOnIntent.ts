/**
 * `client:intent`: an island the server rendered, whose script loads and hydrates at the person's first sign of
 * using it (pointer over or down, a key, a focus moved into it, typing), not with the page. The signed-out screens
 * use it: their form is on screen at once, and React and react-aria load while the person reaches for it.
 *
 * Nothing typed is lost: the fields keep what was typed (or autofilled) before hydration (src/ui TextField takes the
 * field's current text as its value when it hydrates). A form submitted before hydration is held (a native submit
 * would send the password in the address), and so is one the browser's own check refused (its bubble would show
 * instead of the spec's messages): either is submitted again once the form says it is interactive (src/ui Form sets
 * `data-interactive` when it has hydrated), and the form's own validation and submit take it from there. So an
 * island that uses it renders its forms with src/ui Form, and does not autofocus (hydration would move the focus
 * from where the person put it).
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;
const HELD_EVENTS = ['submit', 'invalid'] as const;

const hydrateOnIntent: ClientDirective = (load, _options, island) => {
  const held = new Set<HTMLFormElement>();
  let started = false;

  // A submit, or the browser's own check refusing one, before hydration: held for the form to take over.
  const hold = (event: Event) => {
    const target = event.target;
    const form = target instanceof HTMLFormElement ? target : (target as HTMLInputElement | null)?.form;
    if (!form) return;
    event.preventDefault();
    held.add(form);
    void start();
  };

  // The island's form has hydrated: it takes submits from now on, and the held ones again.
  const handOver = () => {
    if (!island.querySelector('[data-interactive]')) return false;
    watcher.disconnect();
    for (const type of HELD_EVENTS) island.removeEventListener(type, hold, true);
    for (const form of held) form.requestSubmit();
    held.clear();
    return true;
  };
  const watcher = new MutationObserver(handOver);

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    if (!handOver())
      watcher.observe(island, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
  }

  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  for (const type of HELD_EVENTS) island.addEventListener(type, hold, true);
};

export default hydrateOnIntent;
