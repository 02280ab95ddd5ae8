// Divi content modules (builder-modules): the blog module's ajax paging and a stub of the Google Maps API.
// Paging links carry ?et_blog; the answer is the whole page, of which the client keeps the blog module's container.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const HTML = { type: 'text/html; charset=utf-8' };

/** Page 1 of /divi-2 as the server would print it for `/fixture-page-2/?et_blog` (partials included). */
function pageOne(app) {
  const file = resolve(app.root, 'examples/pages/divi-2.html');
  return readFileSync(file, 'utf8').replace(/\{\{include:([\w./-]+)\}\}/g, (_, name) => readFileSync(resolve(app.root, 'examples/partials', name), 'utf8'));
}

const pageTwo = (app) => app.fixture('divi/blog-ajax-page-2.html');

// A Theme Builder 404 template holding the same blog module: WordPress answers 404, the body says error404.
const notFoundTemplate = (app) => pageTwo(app).replace('<body class="', '<body class="error404 ');

// An answer carrying script where only markup is expected: nothing of it may run on the page.
const hostile = (app) =>
  pageTwo(app)
    .replace('<div class="et_pb_salvattore_content" data-columns>', '<div class="et_pb_salvattore_content" data-columns><script>window.__hostileRan = "script";</script><img src="/no-such-image.png" alt="" onerror="window.__hostileRan = \'onerror\'">')
    .replace('Winter retrospective</a>', 'Winter retrospective</a><a href="javascript:window.__hostileRan=\'href\'">x</a>');

// The Maps API stub: records what the map module asks for and draws plain boxes, so tests (and the demo) work offline.
const MAPS_STUB = `(function () {
  var log = (window.__mapsStub = { maps: [], markers: [], infoWindows: [], loads: 1 });
  function listeners(target) { return target.__listeners || (target.__listeners = {}); }
  function Map(el, options) {
    this.el = el; this.options = options; log.maps.push(this);
    el.innerHTML = '';
    var box = document.createElement('div');
    box.className = 'dropins-map-stub'; box.textContent = 'Map (offline stub): zoom ' + options.zoom;
    el.appendChild(box);
  }
  Map.prototype.setOptions = function (o) { for (var k in o) this.options[k] = o[k]; };
  function Marker(options) { this.options = options; this.map = options.map; log.markers.push(this); }
  Marker.prototype.setMap = function (map) { this.map = map; };
  function InfoWindow(options) { this.content = options.content; this.isOpen = false; log.infoWindows.push(this); }
  InfoWindow.prototype.open = function (map) { this.isOpen = true; map.el.appendChild(this.content); };
  InfoWindow.prototype.close = function () { this.isOpen = false; this.content.remove(); };
  window.google = { maps: {
    Map: Map, Marker: Marker, InfoWindow: InfoWindow,
    LatLng: function (lat, lng) { this.lat = lat; this.lng = lng; },
    Size: function (w, h) { this.width = w; this.height = h; },
    Point: function (x, y) { this.x = x; this.y = y; },
    MapTypeId: { ROADMAP: 'roadmap' },
    ControlPosition: { LEFT_TOP: 5, LEFT_BOTTOM: 6 },
    event: {
      addListener: function (target, name, fn) {
        var all = listeners(target); (all[name] = all[name] || []).push(fn);
        return { remove: function () { all[name] = all[name].filter(function (f) { return f !== fn; }); } };
      },
      trigger: function (target, name) { (listeners(target)[name] || []).forEach(function (fn) { fn(); }); }
    }
  } };
})();`;

export default function register(app) {
  app.get('/fixture-page-2/', () => app.reply(200, pageOne(app), HTML));
  app.get('/fixture-page-2/page/2/', () => app.reply(200, pageTwo(app), HTML));
  app.get('/fixture-404/page/2/', () => app.reply(404, notFoundTemplate(app), HTML));
  app.get('/fixture-broken/page/2/', () => app.reply(500, '<!DOCTYPE html><title>Error</title><p>Internal server error.</p>', HTML));
  app.get('/fixture-hostile/page/2/', () => app.reply(200, hostile(app), HTML));
  app.get('/maps/api/js', () => app.reply(200, MAPS_STUB, { type: 'text/javascript; charset=utf-8' }));
}
