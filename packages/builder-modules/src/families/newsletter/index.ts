import { defineWidget, emit, standDown } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { watchConditionalFields } from '../../shared/forms/conditional-logic';
import { CONVERSION_EVENT } from '../../shared/contracts/family-contracts';
import { nameByHiddenLabels } from '../../shared/forms/hidden-labels';
import { readSignupConfig } from './config';
import { handleFeedForm, handleLoginForm } from './feed';
import { handleSubscribe } from './subscribe';

/**
 * Email opt-in modules (`.et_pb_newsletter`): validation (browser validity, names, email, required custom fields
 * with conditional logic), `et_pb_submit_subscribe_form` through admin-ajax, success message or redirect with the
 * chosen query data, errors shown as text. Controls whose labels Divi hides (a custom select has no placeholder) are
 * named by them. The feed variant opens its provider in a popup; the login module (which
 * shares the class) only records its conversion.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-newsletter',
  selector: manifest.selector,
  observe: true,
  setup: readSignupConfig,
  mount(module: HTMLElement, ctx) {
    if (module.querySelector('.et_pb_login_form') || module.classList.contains('et_pb_login')) {
      return handleLoginForm(module, ctx, () => emit(module, CONVERSION_EVENT));
    }
    if (module.querySelector('.et_pb_feedburner_form')) return handleFeedForm(module, ctx);
    if (!ctx.config.transport) standDown('et_pb_custom.ajaxurl is missing');
    const fields = module.querySelector('.et_pb_newsletter_fields') ?? module;
    const stopLogic = watchConditionalFields(fields, ctx);
    const stopSubscribe = handleSubscribe(module, ctx, ctx.config);
    const unname = nameByHiddenLabels(fields);
    return () => {
      unname();
      stopSubscribe();
      stopLogic();
    };
  },
});
