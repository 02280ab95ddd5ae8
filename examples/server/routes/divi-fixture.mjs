// Divi fixture pages (builder-modules): ../shared/fixtures/divi/divi4-page.html, divi4-page-2.html and
// divi4-theme-header.html served as they are, the way ../shared/fixtures/divi/look/make-look.mjs serves them for the
// reference screenshots in look/ (see look/README.md), except that Divi's scripts are replaced by ours as the
// WordPress plugin prints it: its tag where `divi-custom-script` was, the localized config globals left in place.
//
// - The placeholder `<link id="divi-style-inline-inline-css">` becomes Divi's real stylesheet link (or it is added
//   before </head>); `https://example.test` becomes this server's origin (the app does that for every reply).
// - `divi4-theme-header.html?variant=slide|fullscreen`: the `<template data-variant>` replaces #top-header +
//   #main-header and gives <body> its class; `?spacer=N`: an empty N px block after </article>.
// - The Google Maps API script points at a local 404, as no network is reached.
// - Videos under /wp-content/uploads/ are make-look.mjs's 1 s grey WebM (for .mp4 and .webm alike).
// - Images under /wp-content/uploads/ asked for by these pages (by Referer) are a 1x1 opaque #cccccc GIF, or with
//   the cookie `look_img=sized` a grey SVG of the size in the file name (else 1080x720); other pages keep the demo's
//   placeholders. The theme's own logo is Divi's images/logo.png, read from ../shared/wordpress/divi-theme.zip.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const FIXTURE_PAGES = ['divi4-page.html', 'divi4-page-2.html', 'divi4-theme-header.html'];

const STYLE_LINK = '<link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style-static.min.css" media="all" />';
const OUR_TAG = '<script type="text/javascript" src="/dist/builder-modules.js" id="dropins-builder-modules-js" defer data-wp-strategy="defer"></script>';
// The script files Divi's pages load that our bundle replaces (and the libraries only they need).
const REPLACED = [
  'wp-includes/js/jquery/',
  'wp-includes/js/mediaelement/',
  'themes/Divi/js/scripts.min.js',
  'themes/Divi/core/admin/js/common.js',
  'themes/Divi/includes/builder/feature/dynamic-assets/assets/js/',
];
const GIF = Buffer.from('R0lGODlhAQABAIAAAMzMzAAAACwAAAAAAQABAAACAkQBADs=', 'base64');

let webm = null;
/** make-look.mjs's stand-in for the missing videos (a 1 s flat #999 WebM, for .mp4 and .webm), read from that script. */
function greyVideo(app) {
  webm ??= Buffer.from(/const WEBM = Buffer\.from\('([A-Za-z0-9+/=]+)'/.exec(app.fixture('divi/look/make-look.mjs'))[1], 'base64');
  return webm;
}

function applyVariant(html, variant) {
  const template = new RegExp(`<template data-variant="${variant}" data-body-class="([^"]*)">([\\s\\S]*?)</template>`).exec(html);
  const start = html.indexOf('<div id="top-header">');
  const endMarker = '</header> <!-- #main-header -->';
  const end = html.indexOf(endMarker, start);
  if (!template || start < 0 || end < 0) return html;
  return (html.slice(0, start) + template[2].trim() + html.slice(end + endMarker.length))
    .replace(/<body class="[^"]*">/, `<body class="${template[1]}">`)
    .replace(/<template data-variant="[a-z]+" data-body-class="[^"]*">[\s\S]*?<\/template>/g, '');
}

/** A fixture page as served here: `name` one of FIXTURE_PAGES, `query` the request's query. */
export function fixturePage(app, name, query = {}) {
  let html = app.fixture(`divi/${name}`);
  if (name === 'divi4-theme-header.html' && (query.variant === 'slide' || query.variant === 'fullscreen')) html = applyVariant(html, query.variant);
  const spacer = Number(query.spacer) | 0;
  if (spacer > 0) html = html.replace('</article>', `</article>\n<div class="look-spacer" style="height:${spacer}px" aria-hidden="true"></div>`);
  html = html.replace(/https:\/\/maps\.googleapis\.com\/maps\/api\/js[^"']*/g, '/__404/maps.googleapis.com/maps/api/js');
  if (/<link[^>]*id="divi-style-inline-inline-css"[^>]*>/.test(html)) html = html.replace(/<link[^>]*id="divi-style-inline-inline-css"[^>]*>/, STYLE_LINK);
  else if (!html.includes('id="divi-style-css"')) html = html.replace('</head>', `${STYLE_LINK}\n</head>`);
  return html.replace(/<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>\n?/g, (tag, src) => {
    if (/id="divi-custom-script-js"/.test(tag)) return `${OUR_TAG}\n`;
    return REPLACED.some((part) => src.includes(part)) ? '' : tag;
  });
}

/** The upload paths the fixture pages name (their images, lightbox targets and backgrounds). */
function uploadPaths(app) {
  const paths = new Set();
  for (const name of FIXTURE_PAGES) {
    for (const m of app.fixture(`divi/${name}`).matchAll(/https:(?:\\?\/){2}example\.test((?:\\?\/)wp-content(?:\\?\/)uploads(?:\\?\/)[^"'\s)?&]+)/g)) {
      paths.add(m[1].replace(/\\\//g, '/'));
    }
  }
  return paths;
}

const fromFixture = (req) => {
  try {
    return FIXTURE_PAGES.some((name) => new URL(req.headers.referer ?? '').pathname === `/${name}`);
  } catch {
    return false;
  }
};

function sizedSvg(path) {
  const m = /-(\d+)x(\d+)\.[a-z]+$/i.exec(path);
  const [w, h] = m ? [Number(m[1]), Number(m[2])] : [1080, 720];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#cccccc"/></svg>`;
}

let logo = null;
/** Divi's own images/logo.png, out of the theme zip (never copied into this repository). */
export function diviLogo(app) {
  logo ??= execFileSync('unzip', ['-p', resolve(app.shared, 'wordpress/divi-theme.zip'), 'Divi/images/logo.png'], { maxBuffer: 1 << 20 });
  return logo;
}

export default function register(app) {
  const HTML = { type: 'text/html; charset=utf-8' };
  for (const name of FIXTURE_PAGES) {
    app.get(`/${name}`, (req) => app.reply(200, fixturePage(app, name, req.query), HTML));
    // A form posted to its own page answers with the page (Divi's contact form reads the answer's module).
    app.post(`/${name}`, (req) => app.reply(200, fixturePage(app, name, req.query), HTML));
  }
  for (const path of uploadPaths(app)) {
    app.get(path, (req) => {
      if (/\.(mp4|webm)$/i.test(path)) return app.reply(200, greyVideo(app), { type: 'video/webm' });
      if (/(?:^|;\s*)look_img=sized/.test(req.headers.cookie ?? '')) return app.reply(200, sizedSvg(path), { type: 'image/svg+xml' });
      if (fromFixture(req)) return app.reply(200, GIF, { type: 'image/gif' });
      return app.reply(200, app.placeholderImage(path), { type: 'image/svg+xml' });
    });
  }
}
