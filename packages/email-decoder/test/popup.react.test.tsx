// The npm build leaves react as a peer: the decoder's dialog must work under real React too.
import { afterEach, expect, it, vi } from 'vitest';
import { act, version } from 'react';
import { FILL_MS } from '../src/fill-contacts';
import { WAIT_MS } from '../src/session-types';
import { SALES, allowAll, byString, el, loadPage, popupOpen, popupText, reset, scriptFetch, start } from './setup';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(reset);

it('decodes, confirms with Got it and cancels with Esc on React itself', async () => {
  expect(version).toMatch(/^19\./);
  // The popup is loaded on first use: have the module ready, as a second click would.
  await import('../src/popup');
  vi.useFakeTimers();
  loadPage();
  scriptFetch(allowAll);
  start();
  // Esc while waiting cancels.
  const tel = el('a.header-phone');
  await act(async () => tel.click());
  expect(popupOpen()).toBe(true);
  await act(async () => void el('#apbct_popup').dispatchEvent(new Event('cancel', { cancelable: true })));
  expect(popupOpen()).toBe(false);
  await act(() => vi.advanceTimersByTimeAsync(WAIT_MS));
  expect(popupOpen()).toBe(false);
  await act(async () => byString(SALES).click());
  expect(popupOpen()).toBe(true);
  expect(popupText()).toContain('The magic is on the way!');
  await act(() => vi.advanceTimersByTimeAsync(WAIT_MS));
  expect(popupText()).toBe('The complete one is\u00a0sales@oakandiron.shop');
  expect(document.activeElement).toBe(el('.apbct-email-encoder-got-it-button'));
  await act(async () => el('.apbct-email-encoder-got-it-button').click());
  expect(popupOpen()).toBe(false);
  await act(() => vi.advanceTimersByTimeAsync(FILL_MS));
  expect(byString(SALES).textContent).toBe('sales@oakandiron.shop');
});
