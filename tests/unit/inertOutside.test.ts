import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from '../../src/ui/hooks/inertOutside.ts';

/** A page as the console draws it: a header, a form with a picker among its fields, a live announcer, a portal. */
function page() {
  document.body.innerHTML = `
    <header id="header"><a href="/">Home</a></header>
    <main id="main">
      <form id="form">
        <div id="name-field"><input aria-label="Name"></div>
        <div id="picker"><label>Account</label><input role="combobox" aria-label="Account"></div>
        <button id="save">Save</button>
      </form>
    </main>
    <div data-live-announcer="true" id="announcer"></div>
    <div id="list-portal"><div id="list" role="listbox"></div></div>`;
  const byId = (id: string) => document.getElementById(id)!;
  return byId;
}

const inert = (element: Element) => element.closest('[inert]') !== null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('makes all but the kept elements and the live announcer inert, and their ancestors stay usable', () => {
    const byId = page();
    const giveBack = inertOutside([byId('picker'), byId('list')]);
    expect(inert(byId('header'))).toBe(true);
    expect(inert(byId('name-field'))).toBe(true);
    expect(inert(byId('save'))).toBe(true);
    expect(inert(byId('picker'))).toBe(false);
    expect(inert(byId('list'))).toBe(false);
    expect(inert(byId('announcer'))).toBe(false);
    // Ancestors of what is kept are walked into, not made inert.
    for (const id of ['main', 'form', 'list-portal']) expect(byId(id).hasAttribute('inert')).toBe(false);
    giveBack();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves elements that were inert already as they were', () => {
    const byId = page();
    byId('header').setAttribute('inert', '');
    const giveBack = inertOutside([byId('picker'), byId('list')]);
    giveBack();
    expect(byId('header').hasAttribute('inert')).toBe(true);
    expect(byId('save').hasAttribute('inert')).toBe(false);
  });

  it('makes content added meanwhile inert, unless it is added inside what is kept', async () => {
    const byId = page();
    const giveBack = inertOutside([byId('picker'), byId('list')]);
    const error = document.createElement('p');
    byId('form').append(error);
    const toast = document.createElement('section');
    document.body.append(toast);
    const option = document.createElement('div');
    byId('list').append(option);
    const announcer = document.createElement('div');
    announcer.dataset.liveAnnouncer = 'true';
    document.body.append(announcer);
    // Mutation observers report after the current task's microtasks.
    await Promise.resolve();
    expect(error.hasAttribute('inert')).toBe(true);
    expect(toast.hasAttribute('inert')).toBe(true);
    expect(inert(option)).toBe(false);
    expect(announcer.hasAttribute('inert')).toBe(false);
    giveBack();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
