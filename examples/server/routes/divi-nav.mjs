// Divi theme header variants (builder-modules): /divi-header-variant?variant=slide|fullscreen renders
// examples/pages/divi-header.html (the fixture's default "left" header) with its #top-header + #main-header replaced
// by the fixture's <template data-variant> markup and the body class taken from the template's data-body-class.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const page = (name) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
const HEADER_START = '<div id="top-header"';
const HEADER_END = '</header> <!-- #main-header -->';

export function headerVariant(html, variant) {
  const template = new RegExp(`<template data-variant="${variant}" data-body-class="([^"]*)">([\\s\\S]*?)</template>`).exec(html);
  if (!template) return null;
  // The demo page's comment line above the top bar goes with it.
  const start = html.lastIndexOf('<!--', html.indexOf(HEADER_START));
  const end = html.indexOf(HEADER_END) + HEADER_END.length;
  if (html.indexOf(HEADER_START) < 0 || end < HEADER_END.length) return null;
  return (html.slice(0, start) + template[2].trim() + html.slice(end))
    .replace(/<body class="[^"]*">/, `<body class="${template[1]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>Divi theme header (${variant})</title>`);
}

export default function register(app) {
  app.get('/divi-header-variant', (req) => {
    const variant = req.query.variant === 'fullscreen' ? 'fullscreen' : 'slide';
    const html = headerVariant(readFileSync(page('pages/divi-header.html'), 'utf8'), variant)
      .replace('{{include:footer.html}}', readFileSync(page('partials/footer.html'), 'utf8'));
    return app.reply(200, html, { type: 'text/html; charset=utf-8' });
  });
}
