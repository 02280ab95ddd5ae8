// Demo-only endpoints: the request log, per visitor session (the demo_sid cookie), so that tests running in
// parallel browser contexts each see only their own requests.
export default function register(app) {
  const mine = (req) => app.log.filter((e) => e.sid === req.sid).slice(-200).map(({ sid: _sid, ...e }) => e);
  app.get('/__demo/log', (req) => mine(req));
  app.get('/__demo/log/clear', (req) => {
    for (let i = app.log.length - 1; i >= 0; i--) if (app.log[i].sid === req.sid) app.log.splice(i, 1);
    return { ok: true };
  });
}
