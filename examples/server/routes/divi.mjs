// Divi (builder-modules): a generated landing page for the benchmark and the scroll tests, built from the sections
// of ../shared/fixtures/divi/divi4-page.html: the Theme Builder sticky header once, then the motion section (an
// image with vertical motion + fade and a blurb with scale, rotate and blur) and the entrance-animation text
// repeated until there are `n` motion elements, with et_pb_motion_elements / et_animation_data for every copy.
import { diviLogo } from './divi-fixture.mjs';

const SECTION_START = '<!-- ===================== Section 1:';
const SECTION_END = '<!-- ===================== Section 2:';

export function landingPage(app, n = 300) {
  const page = app.fixture('divi/divi4-page.html');
  const header = page.slice(page.indexOf('<header class="et-l et-l--header">'), page.indexOf('</header>') + '</header>'.length);
  const section = page.slice(page.indexOf(SECTION_START), page.indexOf(SECTION_END));
  const motion = JSON.parse(/var et_pb_motion_elements = (\{.*\});/.exec(page)[1]);
  const copies = Math.ceil(n / 2);
  const renumber = (text, i) => text.replace(/et_pb_(image|blurb|text|section|row|column)_(\d+)/g, (_, kind, k) => `et_pb_${kind}_${Number(k) + i * 10}`);
  const body = [];
  const elements = { desktop: [], tablet: [], phone: [] };
  const animations = [];
  for (let i = 0; i < copies; i++) {
    body.push(renumber(section, i));
    for (const device of Object.keys(elements)) {
      for (const item of motion[device]) elements[device].push({ ...item, id: renumber(item.id, i) });
    }
    animations.push({ class: renumber('et_pb_text_0', i), style: 'slideBottom', repeat: 'once', duration: '1000ms', delay: '0ms', intensity: '10%', starting_opacity: '0%', speed_curve: 'ease-in-out' });
  }
  const sticky = /var et_pb_sticky_elements = (\{.*\});/.exec(page)[1];
  const custom = /var et_pb_custom = (\{.*\});/.exec(page)[1];
  return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Divi landing page: ${copies * 2} motion elements</title>
<link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style-static.min.css" media="all" />
<link rel="stylesheet" href="/assets/divi-demo.css" />
<script src="/dist/builder-modules.js" defer></script>
</head>
<body class="page-template-default page et_pb_pagebuilder_layout et_divi_theme">
<div id="page-container"><div id="et-boc" class="et-boc">${header}
<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${body.join('\n')}
</div></div></div></div></div></div>
<script>
var et_animation_data = ${JSON.stringify(animations)};
var et_pb_custom = ${custom};
var et_pb_motion_elements = ${JSON.stringify(elements)};
var et_pb_sticky_elements = ${sticky};
</script>
</body></html>`;
}

export default function register(app) {
  // The theme's own logo (page 2) is not in the fixtures' assets: Divi's file, out of the theme zip.
  app.get('/wp-content/themes/Divi/images/logo.png', () => app.reply(200, diviLogo(app), { type: 'image/png' }));
  app.get('/divi-landing', (req) => app.reply(200, landingPage(app, Number(req.query.n) || 300), { type: 'text/html; charset=utf-8' }));
}
