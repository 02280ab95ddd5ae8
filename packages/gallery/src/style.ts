import { injectStyle } from '@dropins/core/ui';

/**
 * Native scrolling instead of a JS slider: the main images and (when they outnumber the columns) the thumbnails
 * are scroll-snap rows; thumbnails at the side are a column above 768 px, as slick's responsive setting had them.
 * `!important` only where the plugins' own rules hide or size the slides after the first.
 */
const CSS =
  '.dropins-snap,.dropins-strip{display:flex!important;overflow:auto;scrollbar-width:none;overscroll-behavior:contain}' +
  '.dropins-snap{scroll-snap-type:x mandatory;align-items:flex-start}' +
  '.dropins-snap::-webkit-scrollbar,.dropins-strip::-webkit-scrollbar{display:none}' +
  '.dropins-snap::before,.dropins-snap::after,.dropins-strip::before,.dropins-strip::after{content:none!important}' +
  '.dropins-snap>*{flex:0 0 100%;width:100%!important;display:block!important;scroll-snap-align:start;scroll-snap-stop:always}' +
  '.dropins-strip{scroll-snap-type:x mandatory}' +
  '.dropins-strip>*{flex:0 0 calc(100% / var(--dropins-columns));max-width:none;display:block!important;float:none!important;scroll-snap-align:start;margin:0!important}' +
  '.dropins-strip--side-all{flex-direction:column;aspect-ratio:1/var(--dropins-columns);scroll-snap-type:y mandatory}' +
  '@media (min-width:769px){.dropins-strip--side{flex-direction:column;aspect-ratio:1/var(--dropins-columns);scroll-snap-type:y mandatory}}' +
  '.dropins-snap:focus-visible,.dropins-strip>:focus-visible,.dropins-strip img:focus-visible{outline:2px solid;outline-offset:-2px}';

export function galleryStyle(): void {
  injectStyle('dropins-gallery-css', CSS);
}
