/**
 * `@dropins/core/ui`: what a widget shows. Components and hooks written against the React API (the drop-in bundles
 * run them on Preact, npm users on React): `renderRoot` with its error boundary, `Modal`, `usePopup`,
 * `usePresence`, `Lightbox` and the page's one lightbox, focus helpers. Besides, without React: `injectStyle`,
 * `blockElement` (the busy overlay) and `announce` (one shared live region). Interaction-only parts belong in a
 * lazily imported file (`import('./dialog')`).
 */
export { renderRoot, ErrorBoundary } from './root';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { usePopup } from './popup';
export type { PopupOptions } from './popup';
export { Lightbox, lightboxSkin } from './lightbox';
export type { LightboxItem, LightboxProps } from './lightbox';
export { showPageLightbox, LIGHTBOX_MESSAGES } from './page-lightbox';
export type { LightboxSkin, LightboxSkinProps, PageLightboxOptions } from './page-lightbox';
export { focusables, trapTab } from './focus';
export { usePresence } from './use-presence';
export type { Presence } from './use-presence';
export { injectStyle } from './style';
export { blockElement } from './block';
export type { BlockLook } from './block';
export { announce } from './announce';
