import { describe, expect, it } from 'vitest';
import { injectStyle } from '@dropins/core/ui';

describe('injectStyle', () => {
  it('adds the stylesheet once, and again after someone removed it', () => {
    injectStyle('dropins-test-style', '.a{color:red}');
    injectStyle('dropins-test-style', '.a{color:red}');
    expect(document.querySelectorAll('#dropins-test-style')).toHaveLength(1);
    document.getElementById('dropins-test-style')?.remove();
    injectStyle('dropins-test-style', '.a{color:red}');
    expect(document.querySelectorAll('style#dropins-test-style')).toHaveLength(1);
  });
});
