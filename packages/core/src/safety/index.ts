/**
 * `@dropins/core/safety`: where server strings and URLs meet the page. The one HTML sanitizer (the only way server
 * HTML reaches the page), the one redirect guard and URL checks, and form helpers that hold when page markup
 * shadows a form's members.
 */
export { sanitizeHTML, sanitizeElement, setHTML, decodeEntities, isSafeUrl } from '../sanitize';
export { sanitizePage } from '../sanitize-page';
export { sameOriginUrl, httpUrl, navigate } from '../url';
export { submitNatively, setHiddenField } from '../form';
