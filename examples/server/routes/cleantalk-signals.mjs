// CleanTalk's visitor-side endpoints for antispam-signals: alternative sessions, checkjs keys, pixel URL,
// email checks, and two places forms post to (a CF7-like contact form, natively or over its REST route, and
// the WordPress comment endpoint). Everything that arrives is recorded; GET /__demo/cleantalk/posts lists it.
// The address spammer@example.test is blocked everywhere, in the shapes of the fixtures' block answers.
const NS = 'cleantalk-antispam/v1/';
const SPAM = 'spammer@example.test';

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main id="main"><h1>${title}</h1>${body}<p><a href="/contact">Back to the contact page</a></p></main></body></html>`;
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default function register(app) {
  const st = (app.state.cleantalkSignals ??= { posts: [], alt: {} });
  const block = () => app.fixtureJSON('cleantalk/responses/block.apbct.json');
  // Any field (form-encoded, JSON or multipart: CF7's script posts FormData) carrying the marker address.
  const spam = (req) => {
    let raw = req.raw;
    try {
      raw = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      /* multipart bodies are not encoded */
    }
    return raw.toLowerCase().includes(SPAM);
  };
  const record = (req, to) => st.posts.push({ sid: req.sid, to, method: req.method, raw: req.raw, body: req.body, at: Date.now() });

  /** One handler on both the REST route (nonce in X-WP-Nonce) and admin-ajax (`_ajax_nonce`). */
  const both = (rest, actions, fn, ajaxDenied = () => app.reply(403, '-1', { type: 'text/plain' })) => {
    app.rest(NS + rest, (req) =>
      app.nonces.valid('cleantalk', req.headers['x-wp-nonce']) ? fn(req) : app.reply(403, app.fixtureJSON('cleantalk/responses/rest.nonce-failed.http403.json')),
    );
    for (const action of actions) app.ajax(action, (req) => (app.nonces.valid('cleantalk', req.body._ajax_nonce) ? fn(req) : ajaxDenied()));
  };

  both(
    'alt_sessions',
    ['apbct_alt_session__save__AJAX'],
    (req) => {
      let cookies;
      try {
        cookies = typeof req.body.cookies === 'string' ? JSON.parse(req.body.cookies) : req.body.cookies;
      } catch {
        cookies = null;
      }
      if (!cookies || typeof cookies !== 'object') return { success: false, error: 'AltSessions: no cookies given.' };
      const sid = req.sid;
      st.alt[sid] = { ...st.alt[sid], ...cookies };
      return app.fixtureJSON('cleantalk/responses/alt_sessions.ok.json');
    },
    () => app.fixtureJSON('cleantalk/responses/alt_sessions.nonce-failed.json'),
  );
  both('js_keys__get', ['apbct_js_keys__get', 'js_keys__get'], () => app.fixtureJSON('cleantalk/responses/js_keys__get.json'));
  both('apbct_get_pixel_url', ['apbct_get_pixel_url'], () =>
    app.reply(200, app.fixture('cleantalk/responses/apbct_get_pixel_url.txt').trim(), { type: 'text/plain; charset=utf-8' }),
  );
  both('check_email_before_post', ['apbct_email_check_before_post'], (req) => {
    const email = String(req.body.email ?? '');
    if (!email) return app.fixtureJSON('cleantalk/responses/apbct_email_check_exist_post.error-empty.json');
    const bad = email.toLowerCase() === SPAM;
    return { result: { [email]: { appears: bad ? 1 : 0, frequency: bad ? 42 : 0, spam_rate: bad ? 0.97 : 0 } } };
  });
  // Addresses at nowhere.example.test do not exist; at unreachable.example.test the cloud cannot be asked.
  both('check_email_exist_post', ['apbct_email_check_exist_post'], (req) => {
    const email = String(req.body.email ?? '').toLowerCase();
    if (!email) return app.fixtureJSON('cleantalk/responses/apbct_email_check_exist_post.error-empty.json');
    if (email.endsWith('@unreachable.example.test')) return app.fixtureJSON('cleantalk/responses/apbct_email_check_exist_post.error-api.json');
    const file = email.endsWith('@nowhere.example.test') || email === SPAM ? 'not-exists' : 'exists';
    return app.fixtureJSON(`cleantalk/responses/apbct_email_check_exist_post.${file}.json`);
  });

  // The contact form posted natively (no CF7 script on the demo page), and CF7's own REST route.
  app.get('/contact/send', (req) => {
    if (req.method !== 'POST') return app.reply(405, 'Method not allowed', { type: 'text/plain' });
    record(req, 'contact');
    if (spam(req)) return app.reply(403, page('Message blocked', `<p>${esc(block().apbct.comment)}</p>`), { type: 'text/html; charset=utf-8' });
    return app.reply(200, page('Message sent', '<p>Thank you for your message. It has been sent.</p>'), { type: 'text/html; charset=utf-8' });
  });
  app.rest('contact-form-7/v1/contact-forms/120/feedback', (req) => {
    record(req, 'cf7-rest');
    if (spam(req)) return block();
    return { contact_form_id: 120, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'f00d', into: '#wpcf7-f120-p45-o1', invalid_fields: [] };
  });
  // A third-party AJAX form the original extends (HappyForms over admin-ajax).
  app.ajax('happyforms_message', (req) => {
    record(req, 'happyforms');
    return spam(req) ? block() : { success: true, data: { message: 'Thanks!' } };
  });
  app.get('/wp-comments-post.php', (req) => {
    if (req.method !== 'POST') return app.reply(405, 'Method not allowed', { type: 'text/plain' });
    record(req, 'comment');
    if (spam(req)) return app.reply(403, page('Comment blocked', `<p>${esc(block().apbct.comment)}</p>`), { type: 'text/html; charset=utf-8' });
    if (!req.body.comment || !req.body.author || !req.body.email) return app.reply(400, page('Comment not posted', '<p>Please fill the required fields.</p>'), { type: 'text/html; charset=utf-8' });
    return app.reply(200, page('Comment received', '<p>Your comment is awaiting moderation.</p>'), { type: 'text/html; charset=utf-8' });
  });

  // Per visitor session, so parallel tests see only their own posts.
  app.get('/__demo/cleantalk/posts', (req) => st.posts.filter((p) => p.sid === req.sid));
  app.get('/__demo/cleantalk/alt', (req) => st.alt[req.sid] ?? {});
  app.get('/__demo/cleantalk/clear', (req) => {
    st.posts = st.posts.filter((p) => p.sid !== req.sid);
    delete st.alt[req.sid];
    return { ok: true };
  });
}
