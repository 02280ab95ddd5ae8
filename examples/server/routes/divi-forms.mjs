// Divi (builder-modules) forms and split tests: the contact form's POST to its page URL (/divi), the email opt-in's
// et_pb_submit_subscribe_form, and the split-test actions et_pb_ab_get_subject_id / et_pb_update_stats_table.
// Answers come from ../shared/fixtures/divi/contact-form-responses.html and split-test-fragment.html. Test
// switches: a contact message or opt-in email containing "slow" (1.5 s late), "fail" (502, no page),
// "servererror" (the server-side error state), "status" (that state with HTTP 404), "hostile" (a script and an
// onerror handler inside the answer), "empty" (opt-in: an empty answer); split tests read `?subject=` of the page.
const DELAY_MS = 1500;
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

function between(text, start, end) {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  return text.slice(text.indexOf('-->', from) + 3, to).trim();
}

const HOSTILE = '<script>window.__diviHostile = "script"</script><img src="/nothing.png" alt="" onerror="window.__diviHostile = \'onerror\'">';

function contactStates(app) {
  const file = app.fixture('divi/contact-form-responses.html');
  return { success: between(file, '<!-- A)', '<!-- B)'), error: between(file, '<!-- B)', '<!--\n  C)') };
}

/** A whole page, as WordPress answers the POST: the container sits among other markup. */
const page = (container) => `<!DOCTYPE html><html lang="en"><head><title>Contact</title><script>window.__diviHostile = "head"</script></head>
<body><div id="page-container"><header><p>Site header</p></header><main>${container}</main></div></body></html>`;

function switchOf(text) {
  return ['slow', 'fail', 'servererror', 'status', 'hostile', 'empty'].filter((word) => String(text ?? '').toLowerCase().includes(word));
}

async function contactAnswer(req, app) {
  const states = contactStates(app);
  const flags = switchOf(req.body.et_pb_contact_message_0);
  app.state.diviContact = [...(app.state.diviContact ?? []), req.body];
  if (flags.includes('slow')) await wait(DELAY_MS);
  if (flags.includes('fail')) return app.reply(502, 'Bad gateway', { type: 'text/plain' });
  let fields = null;
  try {
    fields = JSON.parse(req.body.et_pb_contact_email_fields_0 ?? '');
  } catch {
    fields = null;
  }
  const html = { type: 'text/html; charset=utf-8' };
  if (!Array.isArray(fields) || flags.includes('servererror')) return app.reply(200, page(states.error), html);
  if (flags.includes('status')) return app.reply(404, page(states.error), html);
  const success = flags.includes('hostile') ? states.success.replace('<p>Thanks for contacting us</p>', `<p>Thanks for contacting us</p>${HOSTILE}`) : states.success;
  return app.reply(200, page(success), html);
}

async function subscribeAnswer(req, app) {
  const flags = switchOf(req.body.et_email);
  app.state.diviSubscribe = [...(app.state.diviSubscribe ?? []), req.body];
  if (flags.includes('slow')) await wait(DELAY_MS);
  if (flags.includes('fail')) return app.reply(500, '', { type: 'text/plain' });
  if (flags.includes('empty')) return app.reply(200, '', { type: 'text/plain' });
  if (flags.includes('servererror')) return { error: 'Mailchimp: <b>Invalid list</b>' };
  return { success: true };
}

/** The subject markup of split-test-fragment.html (subject A), and subject B made from it. */
function subjects(app) {
  const file = app.fixture('divi/split-test-fragment.html');
  const a = file.slice(file.indexOf('<div class="et_pb_module et_pb_cta'), file.indexOf('<!-- goal:'));
  const subjectA = a.trim();
  const subjectB = subjectA.replace('et_pb_ab_subject_id-14_0', 'et_pb_ab_subject_id-14_1').replace('Variant A headline', 'Variant B headline');
  return [subjectA, subjectB];
}

function subjectAnswer(req, app) {
  let flag = '';
  try {
    flag = new URL(req.headers.referer ?? '').searchParams.get('subject') ?? '';
  } catch {
    flag = '';
  }
  if (flag === 'malformed') return { id: 1 };
  const [subjectA, subjectB] = subjects(app);
  if (flag === 'hostile') return { id: 1, content: subjectB.replace('<h2 class="et_pb_module_header">', `${HOSTILE}<h2 class="et_pb_module_header">`) };
  return flag === 'a' ? { id: 0, content: subjectA } : { id: 1, content: subjectB };
}

export default function register(app) {
  app.post('/divi', contactAnswer);
  app.ajax('et_pb_submit_subscribe_form', subscribeAnswer);
  app.ajax('et_pb_ab_get_subject_id', subjectAnswer);
  app.ajax('et_pb_update_stats_table', (req) => {
    app.state.diviStats = [...(app.state.diviStats ?? []), req.body];
    return app.reply(200, '', { type: 'text/plain' });
  });
}
