/**
 * Names builder families agree on without importing each other (a family never imports another family).
 */

/**
 * Fired (bubbling, and through jQuery when present) on a module whose conversion Divi records: the contact-form
 * and newsletter families fire it on their module, the split-test family listens for it on its goal modules.
 */
export const CONVERSION_EVENT = 'dropins:divi-conversion';

/** Divi's mobile user-agent test (`et_is_mobile_device` in its `custom.js`): parallax and map behave differently there. */
export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;
