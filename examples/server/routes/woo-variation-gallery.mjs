// Woo Variation Gallery's wc-ajax endpoints (gallery), answering from ../shared/fixtures/woo-variation-gallery/ajax/:
//   POST /?wc-ajax=get_default_gallery    product_id=5310 -> the featured image + product gallery (image props)
//   POST /?wc-ajax=get_variation_gallery  product_id=5310 -> every variation's variation_gallery_images, flat
// Any other product_id (or none) gets `false`, as the plugin answers.
// Demo switches, read from the page URL (the request's Referer): ?wvg=<mode> for both endpoints, or
// ?wvg_default=<mode> / ?wvg_variations=<mode> for one. Modes: slow (answers after 2 s), fail (HTTP 500 error page),
// false, empty ([]), html (an HTML page with status 200), xss (the answer with markup in alt, title and caption).
// Also the product images those pages show, drawn like the reference screenshots' generated images (look/README.md):
// one colour per image, a darker frame and 6×6 grid, and N light squares for image N.
const DIR = 'woo-variation-gallery';
const FILES = { get_default_gallery: 'default', get_variation_gallery: 'variations' };
const SLOW_MS = 2000;
const XSS = '<img src=x onerror="window.__xss=1">"><script>window.__xss=1</script>';

const COLOURS = {
  'aero-case': '#d35a5e', 'aero-case-2': '#c9d35a', graphite: '#8ed03e', 'graphite-2': '#3ed091', 'graphite-3': '#3e6cd0',
  coral: '#41d8a0', 'coral-2': '#4166d8', 'coral-3': '#c441d8', 'coral-4': '#d84143', 'coral-5': '#c9d841',
  mint: '#6adb24', 'mint-2': '#24dbaa', 'mint-3': '#243fdb', 'mint-4': '#d524db', 'mint-5': '#db3324', 'mint-6': '#b7db24',
  sand: '#8b54d9',
};

function mode(req, endpoint) {
  try {
    const params = new URL(String(req.headers.referer ?? '')).searchParams;
    return params.get(endpoint === 'get_default_gallery' ? 'wvg_default' : 'wvg_variations') ?? params.get('wvg') ?? '';
  } catch {
    return '';
  }
}

/** `#rrggbb` mixed towards black (`k` < 1) or white (`k` > 1, as 2 - share of the colour). */
function shade(hex, k) {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const out = rgb.map((c) => Math.round(k <= 1 ? c * k : c + (255 - c) * (k - 1)));
  return `rgb(${out.join(',')})`;
}

/** The image `name` at `size` px: frame, grid and squares in the proportions of the reference images. */
function picture(name, size) {
  const colour = COLOURS[name];
  const n = Number(/-(\d+)$/.exec(name)?.[1] ?? 1);
  const line = Math.max(1, Math.round(size / 300));
  const frame = size / 60;
  const dark = shade(colour, 0.55);
  const grid = [1, 2, 3, 4, 5].map((k) => Math.round((k * size) / 6)).map((p) => `<rect x="${p}" width="${line}" height="${size}"/><rect y="${p}" width="${size}" height="${line}"/>`).join('');
  const square = Math.round(size * 0.0425);
  const squares = Array.from({ length: n }, (_, i) => `<rect x="${Math.round(size * (0.054 + 0.0633 * i))}" y="${Math.round(size * 0.054)}" width="${square}" height="${square}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${colour}"/><g fill="${dark}">${grid}</g><rect x="${frame / 2}" y="${frame / 2}" width="${size - frame}" height="${size - frame}" fill="none" stroke="${dark}" stroke-width="${frame}"/><g fill="${shade(colour, 1.85)}">${squares}</g></svg>`;
}

export default function register(app) {
  const answer = (endpoint) => app.fixtureJSON(`${DIR}/ajax/wvg.${endpoint}.aero-case.json`);
  for (const endpoint of Object.keys(FILES)) {
    app.wc(endpoint, async (req) => {
      const m = mode(req, endpoint);
      if (m === 'slow') await new Promise((done) => setTimeout(done, SLOW_MS));
      if (String(req.body.product_id ?? '') !== '5310' || m === 'false') return false;
      if (m === 'fail') return app.reply(500, '<!doctype html><title>Error</title><p>There has been a critical error on this website.</p>', { type: 'text/html; charset=UTF-8' });
      if (m === 'html') return app.reply(200, '<!doctype html><title>Shop</title><p>Maintenance</p>', { type: 'text/html; charset=UTF-8' });
      if (m === 'empty') return [];
      const list = answer(endpoint);
      return m === 'xss' ? list.map((image) => ({ ...image, alt: XSS, title: XSS, caption: XSS })) : list;
    });
  }
  for (const name of Object.keys(COLOURS)) {
    for (const size of [1200, 600, 300, 100]) {
      const path = `/wp-content/uploads/2026/03/${name}${size === 1200 ? '' : `-${size}x${size}`}.jpg`;
      app.get(path, () => app.reply(200, picture(name, size), { type: 'image/svg+xml' }));
    }
  }
}
