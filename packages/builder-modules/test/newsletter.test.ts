import { describe, expect, it } from 'vitest';
import { bracketFields, redirectTarget, signupPayload } from '../src/families/newsletter/payload';

describe('opt-in payload', () => {
  it('flattens nested values the way jQuery posts them to PHP', () => {
    expect(bracketFields('et_custom_fields', { topic: { a1b2: 'Design' }, city: 'Paris' })).toEqual({ 'et_custom_fields[topic][a1b2]': 'Design', 'et_custom_fields[city]': 'Paris' });
    expect(bracketFields('et_hidden_fields', ['company', 'phone'])).toEqual({ 'et_hidden_fields[0]': 'company', 'et_hidden_fields[1]': 'phone' });
    expect(bracketFields('et_hidden_fields', [])).toEqual({});
  });
  it('sends every field of et_pb_submit_subscribe_form', () => {
    const payload = signupPayload({ listId: 'L', firstName: 'Ada', lastName: 'L', email: 'a@x.test', provider: 'mailchimp', account: 'Acc', ipAddress: 'true', checksum: 'C', customFields: { topic: 'Code' }, hiddenFields: ['company'] }, 'N');
    expect(payload).toEqual({
      et_frontend_nonce: 'N', et_list_id: 'L', et_firstname: 'Ada', et_lastname: 'L', et_email: 'a@x.test', et_provider: 'mailchimp', et_account: 'Acc',
      et_ip_address: 'true', 'et_custom_fields[topic]': 'Code', 'et_hidden_fields[0]': 'company', token: '', et_checksum: 'C',
    });
  });
  it('adds the chosen redirect query data', () => {
    const data = { first_name: 'Ada', last_name: 'Lovelace', email: 'a+b@x.test', ip_address: '203.0.113.7', form_id: undefined };
    expect(redirectTarget('https://x.test/welcome/', 'name|email|ip_address', data)).toBe('https://x.test/welcome/?first_name=Ada&email=a%2Bb%40x.test&ip_address=203.0.113.7');
    expect(redirectTarget('https://x.test/w?ref=1', 'last_name|css_id', data)).toBe('https://x.test/w?ref=1&last_name=Lovelace');
    expect(redirectTarget('https://x.test/w', '', data)).toBe('https://x.test/w');
  });
});
