// Demo page helper (not a widget): shows which Dropins widgets mounted on this page.
(function () {
  function show() {
    var out = document.getElementById('dropins-demo-status');
    var d = window.Dropins;
    if (!out) return;
    if (!d) {
      out.textContent = 'No Dropins runtime on this page.';
      return;
    }
    var counts = {};
    d.widgets.forEach(function (w) { counts[w] = 0; });
    d.mounted().forEach(function (m) { counts[m.widget] = (counts[m.widget] || 0) + 1; });
    out.textContent = 'Dropins ' + d.version + ': ' + Object.keys(counts).map(function (w) {
      return w + ' (' + counts[w] + ' mounted)';
    }).join(', ');
    out.setAttribute('data-widgets', Object.keys(counts).filter(function (w) { return counts[w] > 0; }).join(' '));
  }
  function start() {
    show();
    setTimeout(show, 300);
    setTimeout(show, 1500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
