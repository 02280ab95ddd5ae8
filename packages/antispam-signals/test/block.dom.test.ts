import { describe, expect, it } from 'vitest';
import { docProp } from '@dropins/core';
import { shadowDocumentMembers } from '@dropins/core/testing';
import { parseBlock } from '../src/block-answer';
import { blockContent, showBlock } from '../src/block-modal';
import { fixture } from './fixtures';

describe('parseBlock', () => {
  it('reads apbct.blocked with its comment and stop_script', () => {
    expect(parseBlock(fixture('responses/block.apbct.json'), 'CleanTalk')).toMatchObject({ message: '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***', stopScript: false });
    expect(parseBlock(fixture('responses/block.apbct.stop_script.json'), 'CleanTalk')?.stopScript).toBe(true);
    expect(parseBlock(fixture('responses/block.apbct.integration.json'), 'CleanTalk')?.integration).toBe('ElfsightForm');
  });

  it('reads a WordPress JSON error whose data.message names the plugin', () => {
    expect(parseBlock(fixture('responses/block.wp_send_json_error.data-message.json'), 'CleanTalk')?.message).toContain('Message seems to be spam');
  });

  it('ignores allowed answers, other plugins’ errors, HTML pages and junk', () => {
    expect(parseBlock(fixture('responses/allow.apbct.json'), 'CleanTalk')).toBeNull();
    expect(parseBlock('{"success":false,"data":{"message":"Coupon expired"}}', 'CleanTalk')).toBeNull();
    expect(parseBlock('<!DOCTYPE html><p>"apbct": {"blocked": true}</p>', 'CleanTalk')).toBeNull();
    expect(parseBlock('{"apbct": {"blocked": tru', 'CleanTalk')).toBeNull();
    expect(parseBlock('{"apbct":{"blocked":true,"comment":"   "}}', 'CleanTalk')).toBeNull();
  });
});

describe('blockContent', () => {
  it('sanitizes the comment and turns bare URLs into links', () => {
    const host = document.createElement('div');
    host.append(blockContent('Blocked <img src=x onerror="alert(1)"><script>alert(2)</script>. See https://cleantalk.org/blacklists/1.2.3.4. Or <a href="https://x.test/">this</a>'));
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const links = Array.from(host.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://cleantalk.org/blacklists/1.2.3.4', 'https://x.test/']);
    expect(host.textContent).toContain('See https://cleantalk.org/blacklists/1.2.3.4. Or this');
  });
});

describe('showBlock', () => {
  it('gives focus back to where it was on closing, even when a post names an element "activeElement"', () => {
    document.body.innerHTML = '<form><button id="send">Send</button></form>';
    const send = document.getElementById('send')!;
    send.focus();
    const undo = shadowDocumentMembers(['activeElement']);
    try {
      showBlock({ message: 'Blocked', stopScript: false, integration: '' }, document.body, 'CleanTalk', 'antispam-signals');
      document.querySelector<HTMLElement>('#cleantalk-modal-close')!.click();
      expect(document.querySelector('#cleantalk-modal-overlay')).toBeNull();
      expect(docProp('activeElement')).toBe(send);
    } finally {
      undo();
      document.body.innerHTML = '';
    }
  });
});
