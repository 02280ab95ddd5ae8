import { describe, expect, it } from 'vitest';
import { applyRules, readRules } from '../src/shared/forms/conditional-logic';
import { checkFields, readFields, renderErrorList } from '../src/shared/forms/forms-fields';
import { checkCaptcha } from '../src/families/contact-form/captcha';
import { contactPayload, fieldEntries } from '../src/families/contact-form/payload';
import { applyAnswer } from '../src/families/contact-form/answer';

const texts = { captcha: 'Captcha', wrongCheckbox: 'Checkbox', invalid: 'Invalid email' };

const FORM = `<form>
<p class="et_pb_contact_field" data-id="name" data-type="input"><label for="n">Name "Full"</label><input type="text" id="n" name="n" data-required_mark="required" data-field_type="input" data-original_id="name"></p>
<p class="et_pb_contact_field" data-id="email" data-type="email"><label for="e">Email</label><input type="text" id="e" name="e" data-required_mark="not_required" data-field_type="email" data-original_id="email"></p>
<p class="et_pb_contact_field" data-id="kind" data-type="radio"><label class="et_pb_contact_form_label">Kind</label>
  <span><input type="radio" name="k" value="a" data-required_mark="required" data-field_type="radio" data-original_id="kind"></span><span><input type="radio" name="k" value="b"></span></p>
<p class="et_pb_contact_field" data-id="colors" data-type="checkbox" data-conditional-logic='[["kind","is","b"]]'><label class="et_pb_contact_form_label"></label>
  <input class="et_pb_checkbox_handle" type="hidden" name="c" data-required_mark="required" data-field_type="checkbox" data-original_id="colors">
  <span class="et_pb_contact_field_checkbox"><input type="checkbox" value="Red"></span><span class="et_pb_contact_field_checkbox"><input type="checkbox" value="Blue"></span></p>
<input type="text" class="input et_pb_contact_captcha" data-first_digit="7" data-second_digit="12" data-required_mark="required" name="cap">
<span class="et_pb_contact_captcha_question">7 + 12</span>
</form>`;

function setup() {
  document.body.innerHTML = FORM;
  return document.querySelector('form') as HTMLFormElement;
}

describe('contact form fields', () => {
  it('reads labels, groups and required marks as Divi does, and lists what is missing', () => {
    const form = setup();
    applyRules(form, readRules(form));
    const fields = readFields(form, texts);
    expect(fields.map((f) => [f.originalId, f.fieldType, f.label, f.hidden])).toEqual([
      ['name', 'input', 'Name "Full"', false],
      ['email', 'email', 'Email', false],
      ['kind', 'radio', 'Kind', false],
      ['colors', 'checkbox', 'Red, Blue', true],
      ['', 'text', '', false],
    ]);
    const problems = checkFields(fields, texts);
    expect(problems.missing).toEqual(['Name "Full"', 'Kind', 'Captcha']);
    expect(problems.errors).toEqual([]);
  });

  it('shows a conditional group when its condition holds, and validates it then', () => {
    const form = setup();
    // Divi's stylesheet hides conditional fields until its script shows them.
    form.insertAdjacentElement('beforebegin', Object.assign(document.createElement('style'), { textContent: '[data-conditional-logic]{display:none}' }));
    (form.querySelector('input[value="b"]') as HTMLInputElement).checked = true;
    applyRules(form, readRules(form));
    const colors = form.querySelector<HTMLElement>('[data-id="colors"]');
    expect(colors?.style.display).toBe('block'); // Divi's stylesheet hides conditional fields until shown
    const problems = checkFields(readFields(form, texts), texts);
    expect(problems.missing).toContain('Red, Blue');
    (form.querySelector('input[value="Blue"]') as HTMLInputElement).checked = true;
    const fields = readFields(form, texts);
    expect(fields[3].value).toBe('Blue');
    expect((form.querySelector('.et_pb_checkbox_handle') as HTMLInputElement).value).toBe('Blue');
  });

  it('flags a bad email once and builds the fields JSON with escaped quotes', () => {
    const form = setup();
    (form.querySelector('#e') as HTMLInputElement).value = 'not an email';
    const fields = readFields(form, texts);
    expect(checkFields(fields, texts).errors).toEqual(['Invalid email']);
    expect(fieldEntries(fields)[0]).toEqual({ field_id: 'n', original_id: 'name', required_mark: 'required', field_type: 'input', field_label: 'Name &quot;Full&quot;' });
    const payload = contactPayload([['n', 'Ada']], '3', fields, ['colors']);
    expect(Object.keys(payload)).toEqual(['n', 'et_pb_contact_email_fields_3', 'token', 'et_pb_contact_email_hidden_fields_3']);
    expect(JSON.parse(payload.et_pb_contact_email_hidden_fields_3 as string)).toEqual(['colors']);
    expect(contactPayload([], '0', [], [])).not.toHaveProperty('et_pb_contact_email_hidden_fields_0');
  });

  it('redraws a wrong captcha and clears the answer', () => {
    const form = setup();
    const input = form.querySelector('.et_pb_contact_captcha') as HTMLInputElement;
    input.value = '19';
    expect(checkCaptcha(form).wrong).toBe(false);
    input.value = '20';
    expect(checkCaptcha(form, () => 0).wrong).toBe(true);
    expect(input.value).toBe('');
    expect(input.dataset.first_digit).toBe('1');
    expect(form.querySelector('.et_pb_contact_captcha_question')?.textContent).toBe('1 + 1');
  });

  it('writes Divi\'s error list as text', () => {
    const box = document.createElement('div');
    renderErrorList(box, ['Name', '<b>x</b>'], ['Invalid email'], { fill: 'Fill:', fix: 'Fix:' });
    expect(box.innerHTML).toBe('<p>Fill:</p><ul><li>Name</li><li>&lt;b&gt;x&lt;/b&gt;</li></ul><p class="et_normal_padding">Fix:</p><ul><li>Invalid email</li></ul>');
    renderErrorList(box, [], ['Invalid email'], { fill: 'Fill:', fix: 'Fix:' });
    expect(box.innerHTML).toBe('<ul><li>Invalid email</li></ul>');
  });
});

describe('contact form answer', () => {
  it('takes the matching element through the sanitizer, and keeps a live form when the answer re-renders it', () => {
    document.body.innerHTML = '<div id="c"><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form><input value="typed"></form></div></div>';
    const container = document.getElementById('c')!;
    const error = '<div id="c"><div class="et-pb-contact-message"><p class="et_pb_contact_error_text">Nope</p></div><div class="et_pb_contact"><form><input value=""></form></div></div>';
    expect(applyAnswer(container, `<html><body>${error}</body></html>`)).toEqual({ found: true, success: false });
    expect(container.querySelector('input')?.value).toBe('typed');
    expect(container.querySelector('.et-pb-contact-message')?.textContent).toBe('Nope');
    const ok = '<div id="c"><h1>Hi</h1><div class="et-pb-contact-message"><p onclick="x()">Thanks</p><script>x()</script></div></div>';
    expect(applyAnswer(container, ok)).toEqual({ found: true, success: true });
    expect(container.innerHTML).toBe('<h1>Hi</h1><div class="et-pb-contact-message"><p>Thanks</p></div>');
    expect(applyAnswer(container, '<div id="other"></div>').found).toBe(false);
  });

  it('takes the new captcha numbers of an error answer into the live form (what was typed elsewhere stays)', () => {
    document.body.innerHTML = `<div id="c"><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form><input id="n" value="Ada">
      <span class="et_pb_contact_captcha_question">7 + 12</span> = <input class="et_pb_contact_captcha" data-first_digit="7" data-second_digit="12" aria-label="Captcha: 7 + 12" value="5"></form></div></div>`;
    const container = document.getElementById('c')!;
    const error = `<div id="c"><div class="et-pb-contact-message"><p class="et_pb_contact_error_text">Make sure you entered the captcha.</p></div>
      <div class="et_pb_contact"><form><span class="et_pb_contact_captcha_question">3 + 9</span> = <input class="et_pb_contact_captcha" data-first_digit="3" data-second_digit="9"></form></div></div>`;
    expect(applyAnswer(container, error)).toEqual({ found: true, success: false });
    const captcha = container.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
    expect([captcha?.dataset.first_digit, captcha?.dataset.second_digit, captcha?.value, captcha?.getAttribute('aria-label')]).toEqual(['3', '9', '', 'Captcha: 3 + 9']);
    expect(container.querySelector('.et_pb_contact_captcha_question')?.textContent).toBe('3 + 9');
    expect(container.querySelector<HTMLInputElement>('#n')?.value).toBe('Ada');
  });
});
