/** Search forms: the plugin's own sign, the search role, or WordPress's `s` field. */
export function isSearchForm(form: HTMLFormElement): boolean {
  return form.getAttribute('apbct-form-sign') === 'native_search' || form.getAttribute('role') === 'search' || !!form.querySelector('input[name="s"]');
}

const IDS = ['caspioform', 'ult-forgot-password-form', 'ihf-login-form', 'ihf-main-search-form', 'frmCalc'];
const CLASSES = ['slp_search_form', 'tinkoffPayRow', 'give-form', 'woocommerce-form-login', 'swpf-instant-filtering', 'asp-fss-flex', 'hb-booking-search-form'];
const ACTIONS = /secure\.payu\.com|hsforms|secureinternetbank\.com|activehosted\.com|epayment\.epymtservice\.com|property-organizer-delete-saved-search-submit/;
const ID_PARTS = /calculatedfields|sac-form|cp_tslotsbooking_pform|tribe-bar-form/;
const INSIDE = 'fieldset.asl_sett_scroll, a[name="login"], input[name="wspsc_add_cart_submit"], input[name="option"][value="com_vikrentcar"], input[name="option"][value="com_vikbooking"]';

/**
 * Known third-party forms the original never adds fields to (payment gateways, calculators, booking and
 * search widgets ...). Attributes are read with getAttribute: a field named `action` or `id` shadows the property.
 */
export function isKnownThirdParty(form: HTMLFormElement): boolean {
  const id = form.getAttribute('id') ?? '';
  const action = form.getAttribute('action') ?? '';
  return (
    IDS.includes(id) ||
    CLASSES.some((c) => form.classList.contains(c)) ||
    ACTIONS.test(action) ||
    ID_PARTS.test(id + ' ' + (form.getAttribute('name') ?? '')) ||
    (id === 'subscriberForm' && action.includes('actionType=update')) ||
    !!form.parentElement?.matches('.mec-booking, .proinput') ||
    !!form.querySelector(INSIDE)
  );
}

/** Forms the site owner excluded from the bot detector (`bot_detector_forms_excluded`: ids or classes). */
export const isDetectorExcluded = (form: HTMLFormElement, list: string[]): boolean =>
  list.some((x) => form.getAttribute('id') === x || form.classList.contains(x));
