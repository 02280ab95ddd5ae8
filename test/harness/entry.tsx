// The browser harness: core's real source (its safety helpers) plus the XSS oracle and UI scenarios, exposed as
// window.harness.
import * as safety from '@dropins/core/safety';
import { run, activeContent } from './xss-paths';
import { runUi } from './xss-ui';
import { scenarios } from './ui-scenarios';

const harness = { safety, xss: { run, runUi, activeContent }, ui: scenarios };
declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;
