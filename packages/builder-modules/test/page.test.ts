import { describe, expect, it } from 'vitest';
import { browserClass } from '../src/page/browser-class';
import { detectMode } from '../src/page/mode';

describe('browser class', () => {
  it('names the browser as Divi does', () => {
    expect(browserClass('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'Netscape', undefined)).toBe('chrome');
    expect(browserClass('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Netscape', undefined)).toBe('gecko');
    expect(browserClass('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0', 'Netscape', undefined)).toBe('edge');
    expect(browserClass('Mozilla/5.0 AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/106.0', 'Netscape', undefined)).toBe('opera');
    expect(browserClass('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Netscape', undefined)).toBe('ie');
    expect(browserClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'Netscape', false)).toBe('uiwebview iphone');
    expect(browserClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', 'Netscape', false)).toBe('safari iphone');
    expect(browserClass('Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/29.0.1', 'Netscape', undefined)).toBe('netscape');
  });
});

describe('page mode', () => {
  it('builders by body class or builderType; previews block navigation; ignore_waypoints is immediate', () => {
    expect(detectMode(['et_pb_pagebuilder_layout'], 'fe', 'no')).toEqual({ builder: false, blockNavigation: false, immediate: false });
    expect(detectMode(['et-fb'], 'fe', 'no')).toEqual({ builder: true, blockNavigation: true, immediate: true });
    expect(detectMode([], 'tb', 'no').builder).toBe(true);
    expect(detectMode([], 'lbp', 'no').builder).toBe(false);
    expect(detectMode(['et-pb-preview'], 'fe', 'no')).toEqual({ builder: false, blockNavigation: true, immediate: false });
    expect(detectMode([], 'fe', 'yes').immediate).toBe(true);
  });
});
