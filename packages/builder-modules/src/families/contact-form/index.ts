import { defineWidget, standDown } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { watchConditionalFields } from '../../shared/forms/conditional-logic';
import { nameByHiddenLabels } from '../../shared/forms/hidden-labels';
import { readContactConfig } from './config';
import { handleSubmit } from './submit';

/**
 * Contact forms (`.et_pb_contact_form_container`): Divi's validation (required fields and groups, email, sum
 * captcha) with linked, announced errors; conditional fields; the message posted to the page URL and the
 * container replaced by the server's answer; conversion and redirect. Malformed conditional logic stands the
 * module down, and the form then submits as plain HTML.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-contact-form',
  selector: manifest.selector,
  observe: true,
  setup: readContactConfig,
  mount(container: HTMLElement, ctx) {
    const form = container.querySelector('form');
    if (!form) return;
    if (!container.id) standDown('the contact form module has no id to match the server answer against');
    const stopLogic = watchConditionalFields(form, ctx);
    const stopSubmit = handleSubmit(container, ctx, ctx.config);
    const unname = nameByHiddenLabels(form);
    return () => {
      unname();
      stopSubmit();
      stopLogic();
    };
  },
});
