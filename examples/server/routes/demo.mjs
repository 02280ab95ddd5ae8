// Demo-only endpoints: the request log (for tests and for looking), and the page list.
export default function register(app) {
  app.get('/__demo/log', () => app.log.slice(-200));
  app.get('/__demo/log/clear', () => {
    app.log.length = 0;
    return { ok: true };
  });
}
