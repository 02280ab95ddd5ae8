import type { Cleanup } from '@dropins/core';

const SEARCH_LABEL = 'Search';

/**
 * The slide-in and fullscreen menus' search form, as the theme prints it, has a field named only by its `title`
 * and an empty submit button: both get a name (the field's from its title), so screen readers can tell them apart.
 */
export function nameSearchForm(container: HTMLElement): Cleanup {
  const named: Element[] = [];
  for (const form of container.querySelectorAll('form.et-search-form')) {
    const field = form.querySelector<HTMLInputElement>('input.et-search-field');
    const button = form.querySelector('button[type="submit"]');
    if (field && !field.labels?.length && !field.hasAttribute('aria-label')) {
      field.setAttribute('aria-label', field.title.replace(/:\s*$/, '') || SEARCH_LABEL);
      named.push(field);
    }
    if (button && !button.textContent?.trim() && !button.hasAttribute('aria-label')) {
      button.setAttribute('aria-label', SEARCH_LABEL);
      named.push(button);
    }
  }
  return () => named.forEach((el) => el.removeAttribute('aria-label'));
}
