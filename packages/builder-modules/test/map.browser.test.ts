import { test, expect, waitForMounted } from '../../../test/browser';
import { bringIntoView } from './helpers';

test.describe('builder-modules: map', () => {
  test('loads the Maps API only near the viewport, then draws the map with its pins', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const api: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/maps/api/js') api.push(r.url());
    });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-map');
    await page.waitForLoadState('load');
    expect(api).toEqual([]);
    expect(await page.evaluate(() => 'google' in window)).toBe(false);
    await bringIntoView(page, '#find-us');
    await expect(page.locator('#find-us .dropins-map-stub')).toBeVisible();
    expect(api).toHaveLength(1);
    type Stub = { maps: Array<{ options: Record<string, unknown> }>; markers: Array<{ options: { title: string } }>; infoWindows: Array<{ isOpen: boolean }> };
    const stub = () => page.evaluate(() => (window as unknown as { __mapsStub: Stub }).__mapsStub);
    const drawn = await stub();
    expect(drawn.maps).toHaveLength(1);
    expect(drawn.maps[0].options).toMatchObject({ zoom: 14, scrollwheel: false, draggable: true, styles: [{ stylers: [{ saturation: -40 }] }] });
    expect(drawn.markers.map((m) => m.options.title)).toEqual(['Main office', '']);
    expect(drawn.infoWindows).toHaveLength(1);
    const trigger = (target: 'marker' | 'map') =>
      page.evaluate((t) => {
        const w = window as unknown as { __mapsStub: { maps: object[]; markers: object[] }; google: { maps: { event: { trigger(o: object, n: string): void } } } };
        w.google.maps.event.trigger(t === 'marker' ? w.__mapsStub.markers[0] : w.__mapsStub.maps[0], 'click');
      }, target);
    await trigger('marker');
    await expect(page.locator('#find-us .et_pb_map')).toContainText('1 Example Plaza, 9th floor');
    await trigger('marker');
    expect(await page.locator('#find-us .et_pb_map .infowindow').count()).toBe(1);
    await trigger('map');
    await expect(page.locator('#find-us .et_pb_map .infowindow')).toHaveCount(0);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await stub()).maps[0].options.styles).toEqual([{ stylers: [{ saturation: -0 }] }]);
    expect(watch.errors).toEqual([]);
  });
});
