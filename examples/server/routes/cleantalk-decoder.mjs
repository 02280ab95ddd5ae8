// CleanTalk's contact decoder (ContactsEncoder::ajaxDecodeEmailHandler) and the fresh-nonce remote call.
// REST:  POST /wp-json/cleantalk-antispam/v1/apbct_decode_email  (nonce in X-WP-Nonce)
// AJAX:  POST /wp-admin/admin-ajax.php  action=apbct_decode_email  (_ajax_nonce)
// Demo switches, read from the page URL the visitor sends as post_url: ?decoder=offline answers success:false
// (the cloud cannot be reached), ?decoder=partial leaves one contact out, ?decoder=garbage sends an HTML error page.

const SCOPE = 'cleantalk';

function loadContacts(app) {
  const contacts = new Map();
  try {
    for (const c of Object.values(app.fixtureJSON('cleantalk/config/encoded-contacts.json'))) {
      contacts.set(c.encoded, { decoded: c.plain, allowed: true });
    }
  } catch (error) {
    console.warn('cleantalk-decoder: encoded-contacts fixture not readable', error.message);
  }
  // Demo-only contact the (pretend) cloud refuses to reveal, so the blocked path can be seen.
  contacts.set('BQUFBQUFBQUFBQUFBQUFBQ==af4demoRefusedPressContact0000=', {
    decoded: 'press@oakandiron.shop',
    allowed: false,
    comment: '*** Forbidden. Contact data is hidden from automated visitors. ***',
  });
  return contacts;
}

function scenario(body) {
  try {
    return new URL(String(body.post_url ?? '')).searchParams.get('decoder') ?? '';
  } catch {
    return '';
  }
}

function decode(app, req, contacts) {
  let requested;
  try {
    requested = Object.values(JSON.parse(String(req.body.encodedEmails ?? '')));
  } catch {
    requested = [];
  }
  const unique = [...new Set(requested.filter((s) => typeof s === 'string' && s))];
  const mode = scenario(req.body);
  if (mode === 'garbage') return app.reply(200, '<html><body>Fatal error</body></html>', { type: 'text/html; charset=utf-8' });
  if (mode === 'offline' || unique.length === 0) {
    return {
      success: false,
      data: unique.map((encoded_email) => ({
        is_allowed: false,
        show_comment: true,
        comment: 'CONNECTION_ERROR: Couldn&#039;t connect to host.',
        encoded_email,
        decoded_email: '',
      })),
    };
  }
  const rows = unique.map((encoded_email) => {
    const c = contacts.get(encoded_email);
    // Strings this site did not encode decrypt to nothing: allowed, but empty.
    if (!c) return { is_allowed: true, show_comment: false, comment: 'Allowed', encoded_email, decoded_email: '' };
    return c.allowed
      ? { is_allowed: true, show_comment: false, comment: 'Allowed', encoded_email, decoded_email: c.decoded }
      : { is_allowed: false, show_comment: true, comment: c.comment, encoded_email, decoded_email: '' };
  });
  return { success: true, data: mode === 'partial' ? rows.slice(0, -1) : rows };
}

export default function register(app) {
  const contacts = loadContacts(app);

  app.rest('cleantalk-antispam/v1/apbct_decode_email', (req) => {
    if (!app.nonces.valid(SCOPE, req.headers['x-wp-nonce'])) {
      return app.reply(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    }
    return decode(app, req, contacts);
  });

  app.ajax('apbct_decode_email', (req) => {
    if (!app.nonces.valid(SCOPE, req.body._ajax_nonce)) return app.reply(403, '-1', { type: 'text/plain; charset=utf-8' });
    return decode(app, req, contacts);
  });

  // RemoteCalls::action__get_fresh_wpnonce: answered without a token while the key is valid. Shared by every
  // CleanTalk widget (antispam-signals uses it too); the nonce is good for both REST and admin-ajax here.
  app.remote('get_fresh_wpnonce', (req) => {
    if (!['antispam', 'anti-spam', 'apbct'].includes(req.body.plugin_name)) return app.reply(400, 'FAIL', { type: 'text/plain' });
    return { wpnonce: app.nonces.issue(SCOPE) };
  });
}
