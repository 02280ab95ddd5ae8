// The hostile-content corpus for whole pages (test/hostile.browser.test.ts): what a post's Author, or an answer the
// page receives, can carry, and the Divi pages and answers that carry it through every path where page data reaches
// the DOM in builder-modules and gallery.
import { corpus } from './corpus';

/** `javascript:`, `data:` and `vbscript:` URLs, with case, whitespace, control characters and entities. */
function urlVectors(): string[] {
  const schemes = [
    'javascript:__xss(1)',
    'JaVaScRiPt:__xss(1)',
    'javascript://%0a__xss(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>__xss(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5fX3hzcygxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=__xss(1)>',
  ];
  const manglers: Array<(s: string) => string> = [
    (s) => s,
    (s) => ` ${s}`,
    (s) => `\t${s}`,
    (s) => `\n\r${s}`,
    (s) => `\u0000${s}`,
    (s) => `\u0001\u001f${s}`,
    (s) => `\u00a0\ufeff${s}`,
    (s) => `${s.slice(0, 4)}\t${s.slice(4)}`,
    (s) => `${s.slice(0, 4)}\n${s.slice(4)}`,
    (s) => `${s.slice(0, 4)}\r${s.slice(4)}`,
    (s) => s.replace(':', '&#58;'),
    (s) => s.replace(':', '&colon;'),
    (s) => s.replace(':', '&#x3A;'),
    (s) => s.replace(/^(\w)/, (c) => `&#${c.charCodeAt(0)};`),
  ];
  return schemes.flatMap((s) => manglers.map((m) => m(s)));
}

export const URL_VECTORS = urlVectors();
/** Every vector tried through the text, HTML and URL paths: the DOMPurify and H5SC corpora, then the URLs. */
export const VECTORS: string[] = [...corpus, ...URL_VECTORS];

/** Every upper/lower case mix of `word`. */
export function caseMixes(word: string): string[] {
  let out = [''];
  for (const ch of word) out = out.flatMap((p) => (ch.toLowerCase() === ch.toUpperCase() ? [p + ch] : [p + ch.toLowerCase(), p + ch.toUpperCase()]));
  return out;
}

/** Attribute names multi-view must never write, in every case mix, each with a value that runs if it lands. */
export const FORBIDDEN_ATTRS: Array<[string, string]> = [
  ...['onclick', 'onerror', 'onload', 'onfocus', 'onmouseover', 'ontoggle'].flatMap((h) => caseMixes(h).map((n): [string, string] => [n, `__xss('${n}')`])),
  ...caseMixes('style').map((n): [string, string] => [n, 'background:url(javascript:__xss(1))']),
  ...caseMixes('srcdoc').map((n): [string, string] => [n, '<script>__xss(1)</script>']),
  ...caseMixes('formaction').map((n): [string, string] => [n, 'javascript:__xss(1)']),
  ...caseMixes('action').map((n): [string, string] => [n, 'javascript:__xss(1)']),
];

/** Globals the bundles read from window, and document members they read: an element may carry each name. */
export const WINDOW_GLOBALS_OURS = ['Dropins', 'dropinsDefine', 'google', 'jQuery'];
export const DOCUMENT_MEMBERS = ['currentScript', 'body', 'head', 'readyState', 'documentElement', 'activeElement', 'cookie', 'defaultView', 'querySelectorAll'];
/** Config globals a family reads: an element in their place stands that family down. */
export const FAMILY_GLOBALS: Record<string, string> = {
  et_link_options_data: 'builder-modules-link-options',
  et_pb_motion_elements: 'builder-modules-motion',
  et_pb_sticky_elements: 'builder-modules-sticky-modules',
  et_animation_data: 'builder-modules-animations',
};

/**
 * A Divi page around `sections`, its globals printed as WordPress prints them (wp_json_encode escapes `/`, so no
 * string can close the script tag), loading builder-modules.
 */
export function hostilePage(sections: string, globals: Record<string, unknown>): string {
  const vars = Object.entries(globals)
    .map(([k, v]) => `var ${k} = ${JSON.stringify(v).replace(/\//g, '\\/').replace(/</g, '\\u003c')};`)
    .join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hostile post</title>
<link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style-static.min.css" media="all"><link rel="stylesheet" href="/assets/divi-demo.css"><script src="/dist/builder-modules.js" defer></script></head>
<body class="page et_pb_pagebuilder_layout"><div id="page-container"><div class="et-l et-l--post"><div class="et_builder_inner_content">${sections}</div></div></div>
<script>${vars}</script></body></html>`;
}

/** Text for an HTML attribute value or element content (what kses leaves of an Author's text). */
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Elements named after `names`, as an Author can write them (id anywhere; name on forms, images, objects). */
export function clobberers(names: string[]): string {
  return names
    .map((n) => `<a id="${n}" href="//evil.invalid/">${n}</a><form name="${n}"></form><img name="${n}" id="${n}" src="//evil.invalid/x.png" alt=""><object id="${n}" data="/uploads/${n}.pdf" type="application/pdf"></object>`)
    .join('');
}

const section = (inner: string, n: number) =>
  `<div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et-last-child">${inner}</div></div></div>`;

/** A multi-view module whose phone and hover views carry `p` as content, attributes, style, class and target. */
function multiView(p: string, g: number): string {
  const attrs = { href: p, src: p, srcset: `${p} 2x`, title: p, alt: p, 'data-image': p, target: p, type: p, value: p, placeholder: p };
  const schema = {
    content: { desktop: `<p>mv ${g}</p>`, phone: p, hover: p },
    attrs: { desktop: { title: `mv ${g}` }, phone: attrs, hover: attrs },
    styles: { phone: { 'background-image': `url(${p})`, color: p }, hover: { 'background-image': `url("${p}")` } },
    visibility: { phone: true },
  };
  const data = esc(JSON.stringify({ schema, slug: 'et_pb_text' }));
  const classes = esc(JSON.stringify({ schema: { classes: { phone: { add: [p], remove: [p] } } }, slug: 'et_pb_text', target: p, hover_selector: p }));
  return (
    `<div class="et_pb_module et_pb_text hv-mv" data-et-multi-view="${data}" data-et-multi-view-load-phone-hidden="true"><p>mv ${g}</p></div>` +
    `<a class="et_pb_button hv-mv-a" href="/shop/" data-et-multi-view="${data}">link ${g}</a>` +
    `<div class="hv-mv-c" data-et-multi-view="${classes}">classes ${g}</div>`
  );
}

/** Multi-view hosts (a, img, button, details) whose views name every forbidden attribute. */
function forbiddenAttrs(): string {
  const out: string[] = [];
  const tags = ['a href="/shop/"', 'img src="/img/ph.svg" alt="ph"', 'button type="button"', 'details open'];
  for (let i = 0; i < FORBIDDEN_ATTRS.length; i += 256) {
    const chunk = Object.fromEntries(FORBIDDEN_ATTRS.slice(i, i + 256));
    const data = esc(JSON.stringify({ schema: { attrs: { phone: chunk, hover: chunk } }, slug: 'et_pb_image' }));
    const tag = tags[(i / 256) % tags.length];
    out.push(`<${tag} class="hv-attrs" data-et-multi-view="${data}">${tag.startsWith('img') ? '' : `attrs ${i}</${tag.split(' ')[0]}>`}`);
  }
  return out.join('');
}

export interface BuilderBatch {
  /** Vector indices (into VECTORS) on this page. */
  vectors: number[];
  batch: number;
}

/** The blog module (same classes on the page and in the answer). */
const BLOG_CLASSES = 'et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper et_pb_bg_layout_light';

/** A Divi page carrying `vectors` through every builder-modules path, plus a toggle to prove the rest still works. */
export function builderPage(b: BuilderBatch, extraBody = ''): { body: string; globals: Record<string, unknown> } {
  const ps = b.vectors.map((i) => VECTORS[i]);
  const mv = b.vectors.map((i, k) => multiView(ps[k], i)).join('');
  const links = b.vectors.map((i) => `<div class="et_pb_module et_pb_text hv_link_${i} et_clickable"><div class="et_pb_text_inner">link option ${i}</div></div>`).join('');
  const slides = ps.map((p, k) => `<div class="et_pb_slide et_pb_bg_layout_dark" data-image="${esc(p)}"><div class="et_pb_video_wrap"><div class="et_pb_video_box"><p>clip ${b.vectors[k]}</p></div></div></div>`).join('');
  const slider = `<div class="et_pb_module et_pb_video_slider et_pb_video_slider_0"><div class="et_pb_slider et_pb_preload et_pb_slider_carousel et_pb_slider_no_pagination et_pb_controls_light"><div class="et_pb_slides">${slides}</div></div></div>`;
  const pins = ps.map((p) => `<div class="et_pb_map_pin" data-lat="40.7" data-lng="-74.0" data-title="${esc(p)}"><h3>${esc(p)}</h3><div class="infowindow"><p>${esc(p)}</p></div></div>`).join('');
  const map = `<div class="et_pb_module et_pb_map_0 et_pb_map_container"><div class="et_pb_map" data-center-lat="40.7" data-center-lng="-74.0" data-zoom="14"></div>${pins}</div>`;
  const items = ps.map((p, k) => `<div class="et_pb_gallery_item"><div class="et_pb_gallery_image"><a href="/img/ph.svg?v=${b.vectors[k]}" title="${esc(p)}"><img src="/img/ph.svg" alt="${esc(p)}"></a></div></div>`).join('');
  const gallery = `<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix">${items}</div></div>` +
    `<div class="et_pb_module et_pb_image"><a href="/img/ph.svg" class="et_pb_lightbox_image" title="${esc(ps[0])}"><img src="/img/ph.svg" alt="${esc(ps[1] ?? '')}"></a></div>`;
  const blog = `<div class="${BLOG_CLASSES}"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2 class="entry-title">Page one</h2></article><div><div class="pagination clearfix"><div class="alignleft"><a href="/hostile/${b.batch}/blog/page/2/">« Older Entries</a></div></div></div></div></div></div>`;
  const contact = `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
    <div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="/hostile/${b.batch}/contact/">
    <p class="et_pb_contact_field" data-id="name" data-type="input"><label for="hv_name" class="et_pb_contact_form_label">Name</label><input type="text" id="hv_name" class="input" value="Ann" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name"></p>
    <p class="et_pb_contact_field" data-id="email" data-type="email"><label for="hv_email" class="et_pb_contact_form_label">Email</label><input type="text" id="hv_email" class="input" value="ann@example.test" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email"></p>
    <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"/>
    <div class="et_contact_bottom_container"><button type="submit" class="et_pb_contact_submit et_pb_button">Submit</button></div></form></div></div>`;
  const newsletter = `<div class="et_pb_module et_pb_signup_0 et_pb_newsletter et_pb_subscribe clearfix et_pb_bg_layout_dark"><div class="et_pb_newsletter_form"><form method="post">
    <div class="et_pb_newsletter_result et_pb_newsletter_error"></div><div class="et_pb_newsletter_result et_pb_newsletter_success"><h2>Success!</h2></div>
    <div class="et_pb_newsletter_fields"><p class="et_pb_newsletter_field"><label class="et_pb_contact_form_label" for="hv_signup_email">Email</label><input id="hv_signup_email" class="input" type="text" name="et_pb_signup_email" value="ann@example.test"></p>
    <p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#"><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Subscribe</span></a></p></div>
    <input type="hidden" value="mailchimp" name="et_pb_signup_provider" /><input type="hidden" value="a1b2" name="et_pb_signup_list_id" /></form></div></div>`;
  const split = `<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_14_0" style="display: none;"></div><div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_14_1" style="display: none;"></div>`;
  const toggle = `<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close hv-toggle"><h5 class="et_pb_toggle_title">Still working?</h5><div class="et_pb_toggle_content clearfix"><p>Yes.</p></div></div>`;
  const body = [toggle, mv, b.batch === 0 ? forbiddenAttrs() : '', links, slider, map, gallery, blog, contact, newsletter, split, extraBody].map((s, n) => section(s, n)).join('\n');
  const globals = {
    et_link_options_data: b.vectors.map((i, k) => ({ class: `hv_link_${i}`, url: ps[k], target: '_self' })),
    et_pb_custom: {
      ajaxurl: '/hostile-ajax/',
      et_frontend_nonce: 'n0nce',
      et_ab_log_nonce: 'l0g',
      subscription_failed: 'Please check the fields.',
      ab_tests: [{ post_id: 14, test_id: '1700000000' }],
      is_ab_testing_active: '1',
      page_id: '14',
      unique_test_id: '1700000000',
      is_cache_plugin_active: 'yes',
      ignore_waypoints: 'no',
    },
  };
  return { body, globals };
}

/** Every payload of the batch as raw HTML, each in its own box, after a marker the test waits for. */
const rawAll = (vectors: number[], marker: string) => `<p class="${marker}">${marker}</p>` + vectors.map((i) => `<div class="hv-raw">${VECTORS[i]}</div>`).join('');

/** The answers the page's requests get: a blog page, a contact answer, a newsletter error and a split-test subject. */
export function builderAnswers(b: BuilderBatch): { blog: string; contact: string; newsletter: string; subject: string } {
  const blog = `<!DOCTYPE html><html><head><title>Blog page 2</title></head><body class="paged"><div class="${BLOG_CLASSES}"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container">${rawAll(b.vectors, 'hv-blog-done')}</div></div></div></body></html>`;
  const contact = `<!DOCTYPE html><html><head><title>Contact</title></head><body><div id="et_pb_contact_form_0" class="et_pb_contact_form_container"><div class="et-pb-contact-message">${rawAll(b.vectors, 'hv-contact-done')}</div></div></body></html>`;
  const newsletter = JSON.stringify({ error: `hv-news-done ${b.vectors.map((i) => VECTORS[i]).join(' ')}` });
  const subject = JSON.stringify({ id: '1', content: rawAll(b.vectors, 'hv-subject-done') });
  return { blog, contact, newsletter, subject };
}
