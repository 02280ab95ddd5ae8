// GDPR Cookie Compliance's admin-ajax actions (consent-bar), answering in the fixtures' shapes
// (../shared/fixtures/gdpr-cookie-compliance/ajax-exchanges.http), plus the harmless marker files its pages load.
const DIR = 'gdpr-cookie-compliance';
const KEEP = /woocommerce|wc_|wordpress|moove_gdpr_popup|demo_sid/i;
const expire = (name) => `${name}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/`;
const js = (body) => ({ type: 'text/javascript; charset=utf-8', body });

export default function register(app) {
  let bundles = {};
  try {
    bundles = JSON.parse(app.fixtureJSON(`${DIR}/config.static.json`).scripts_defined);
  } catch (error) {
    console.error('gdpr route: cannot read config.static.json', error);
  }

  // The server concatenates the consented categories' bundles (thirdparty, then advanced); strict=0 gets
  // empty bundles and the tracking cookies expired server-side. admin-ajax answers text/html.
  app.ajax('moove_gdpr_get_scripts', (req) => {
    const out = { cache: true, header: '', body: '', footer: '' };
    const on = (k) => String(req.body[k]) === '1';
    if (on('strict')) {
      for (const cat of ['thirdparty', 'advanced']) {
        if (!on(cat) || !bundles[cat]) continue;
        for (const part of ['header', 'body', 'footer']) out[part] += bundles[cat][part] ?? '';
      }
    } else {
      for (const name of Object.keys(req.cookies)) if (!KEEP.test(name)) req.setCookie(expire(name));
    }
    return app.reply(200, JSON.stringify(out), { type: 'text/html; charset=UTF-8' });
  });

  // Sent by beacon; the handler does not die(), so admin-ajax appends "0".
  app.ajax('moove_gdpr_remove_php_cookies', (req) => {
    const removed = {};
    for (const name of Object.keys(req.cookies)) {
      if (KEEP.test(name)) continue;
      req.setCookie(expire(name));
      removed[name] = req.url.hostname;
    }
    return app.reply(200, JSON.stringify(removed) + '0', { type: 'text/html; charset=UTF-8' });
  });

  // Premium geo feature: only display_cookie_banner and enabled_default are read by the front end.
  app.ajax('moove_gdpr_localize_scripts', (req) => {
    const geo = app.state.gdprGeo ?? app.fixtureJSON(`${DIR}/localize-scripts.response.unverified.json`);
    return app.reply(200, JSON.stringify(req.query.region === 'none' ? [] : geo), { type: 'text/html; charset=UTF-8' });
  });

  app.get('/look/gdpr-cookie-compliance', (req) => app.reply(200, lookPage(app, { esm: 'esm' in req.query }), { type: 'text/html; charset=utf-8' }));
  app.get('/look/gdpr-embed.html', () => app.reply(200, '<!doctype html><html lang="en"><head><title>Embed</title></head><body>thanks</body></html>', { type: 'text/html; charset=utf-8' }));

  // Marker "tracking" files named by the fixtures (served as script / page so nothing 404s).
  const marker = (entry) => js(`window.fixtureLog=window.fixtureLog||[];window.fixtureLog.push(${JSON.stringify(entry)});`);
  app.get('/wp-content/uploads/fixtures/analytics-demo.js', () => {
    const m = marker('thirdparty:external');
    return app.reply(200, m.body, { type: m.type });
  });
  app.get('/wp-content/uploads/fixtures/broken-demo.js', () => app.reply(404, 'Not found', { type: 'text/plain' }));
  app.get('/fixture-gtm.js', () => app.reply(200, 'window.fixtureGtmLoaded=true;', { type: js('').type }));
  app.get('/fixture-embed.html', () =>
    app.reply(200, '<!doctype html><html lang="en"><head><title>Example embed</title></head><body><main><p>Example embedded content.</p></main></body></html>', {
      type: 'text/html; charset=utf-8',
    }),
  );
}

// The look-parity page: the fixture page the ORIGINAL was screenshotted on (../shared/fixtures/gdpr-cookie-compliance/
// look/README.md, "How they were made"): its markup and stylesheets as they are, no theme CSS, `script_delay` 300,
// and our script in place of main.js and jQuery (`?esm` loads the ESM build instead). The blocked embed gets the
// same placeholder page the references show.
export function lookPage(app, { esm }) {
  const script = esm
    ? '<script type="module" src="/dist/esm/consent-bar.js" id="moove_gdpr_frontend-js"></script>'
    : '<script src="/dist/consent-bar.js" defer id="moove_gdpr_frontend-js"></script>';
  return app
    .fixture(`${DIR}/page.first-visit.static.html`)
    .replace(/<script src="[^"]*\/wp-includes\/js\/jquery\/[^"]*"[^>]*><\/script>\n?/g, '')
    .replace(/<script src="[^"]*\/gdpr-cookie-compliance\/dist\/scripts\/main\.js[^"]*"[^>]*><\/script>/, script)
    .replace('"script_delay":"2000"', '"script_delay":"300"')
    .replace('https://shop.example.test/fixture-embed.html', '/look/gdpr-embed.html');
}
