// The browser harness: core's real source plus the XSS oracle and UI scenarios, exposed as window.harness.
import * as core from '@dropins/core';
import { run, activeContent } from './xss-paths';
import { runUi } from './xss-ui';
import { scenarios } from './ui-scenarios';

const harness = { core, xss: { run, runUi, activeContent }, ui: scenarios };
declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;
