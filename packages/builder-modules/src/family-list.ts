// Written by `node scripts/families.mjs --write` from the folders in src/families/; do not edit (npm test fails
// when it is stale). Add a family by adding its folder.
import type { Family } from './family';
import { manifest as animations } from './families/animations/manifest';
import { manifest as blog } from './families/blog/manifest';
import { manifest as contactForm } from './families/contact-form/manifest';
import { manifest as contentExtras } from './families/content-extras/manifest';
import { manifest as countdown } from './families/countdown/manifest';
import { manifest as counters } from './families/counters/manifest';
import { manifest as fullwidthHeader } from './families/fullwidth-header/manifest';
import { manifest as galleryGrid } from './families/gallery-grid/manifest';
import { manifest as lightbox } from './families/lightbox/manifest';
import { manifest as linkOptions } from './families/link-options/manifest';
import { manifest as map } from './families/map/manifest';
import { manifest as menu } from './families/menu/manifest';
import { manifest as motion } from './families/motion/manifest';
import { manifest as multiView } from './families/multi-view/manifest';
import { manifest as newsletter } from './families/newsletter/manifest';
import { manifest as pageNav } from './families/page-nav/manifest';
import { manifest as parallax } from './families/parallax/manifest';
import { manifest as portfolio } from './families/portfolio/manifest';
import { manifest as portfolioCarousel } from './families/portfolio-carousel/manifest';
import { manifest as slider } from './families/slider/manifest';
import { manifest as splitTest } from './families/split-test/manifest';
import { manifest as stickyModules } from './families/sticky-modules/manifest';
import { manifest as tabs } from './families/tabs/manifest';
import { manifest as themeHeader } from './families/theme-header/manifest';
import { manifest as toggles } from './families/toggles/manifest';
import { manifest as video } from './families/video/manifest';
import { manifest as videoBg } from './families/video-bg/manifest';

/** Every module family: its manifest (eager, small) and its code, a chunk of its own downloaded on demand. */
export const FAMILIES: readonly Family[] = [
  { ...animations, load: () => import('./families/animations/index') },
  { ...blog, load: () => import('./families/blog/index') },
  { ...contactForm, load: () => import('./families/contact-form/index') },
  { ...contentExtras, load: () => import('./families/content-extras/index') },
  { ...countdown, load: () => import('./families/countdown/index') },
  { ...counters, load: () => import('./families/counters/index') },
  { ...fullwidthHeader, load: () => import('./families/fullwidth-header/index') },
  { ...galleryGrid, load: () => import('./families/gallery-grid/index') },
  { ...lightbox, load: () => import('./families/lightbox/index') },
  { ...linkOptions, load: () => import('./families/link-options/index') },
  { ...map, load: () => import('./families/map/index') },
  { ...menu, load: () => import('./families/menu/index') },
  { ...motion, load: () => import('./families/motion/index') },
  { ...multiView, load: () => import('./families/multi-view/index') },
  { ...newsletter, load: () => import('./families/newsletter/index') },
  { ...pageNav, load: () => import('./families/page-nav/index') },
  { ...parallax, load: () => import('./families/parallax/index') },
  { ...portfolio, load: () => import('./families/portfolio/index') },
  { ...portfolioCarousel, load: () => import('./families/portfolio-carousel/index') },
  { ...slider, load: () => import('./families/slider/index') },
  { ...splitTest, load: () => import('./families/split-test/index') },
  { ...stickyModules, load: () => import('./families/sticky-modules/index') },
  { ...tabs, load: () => import('./families/tabs/index') },
  { ...themeHeader, load: () => import('./families/theme-header/index') },
  { ...toggles, load: () => import('./families/toggles/index') },
  { ...video, load: () => import('./families/video/index') },
  { ...videoBg, load: () => import('./families/video-bg/index') },
];
