import { describe, expect, it } from 'vitest';
import { bundleOfUrl, classify, reportGate, type ErrorReport } from './error-report';

const report = (message: string): ErrorReport => ({ kind: 'render', bundle: 'mf-catalog', version: '1.0.0-abcdef01', message });

describe('classify', () => {
  it('tells chunk downloads, remote loads and render errors apart', () => {
    expect(classify('Loading chunk 42 failed.')).toBe('chunk');
    expect(classify('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources')).toBe('chunk');
    expect(classify('RUNTIME-004 remote entry is not a container')).toBe('remote-load-failed');
    expect(classify("Cannot read properties of undefined (reading 'price')")).toBe('render');
  });
});

describe('bundleOfUrl', () => {
  it('reads the bundle and version from a published URL', () => {
    expect(bundleOfUrl('Loading chunk 3 failed. (http://shop.cm/remotes/mf-cart-checkout/1.2.0-0a1b2c3d/static/js/async/3.js)')).toEqual({
      bundle: 'mf-cart-checkout',
      version: '1.2.0-0a1b2c3d',
    });
    expect(bundleOfUrl('http://shop.cm/static/js/async/9.js')).toBeNull();
  });
});

describe('reportGate', () => {
  it('sends nothing from a page outside the sample', () => {
    expect(reportGate(false).allow(report('x'))).toBe(false);
  });
  it('sends each distinct failure once, up to the cap', () => {
    const gate = reportGate(true, 2);
    expect(gate.allow(report('a'))).toBe(true);
    expect(gate.allow(report('a'))).toBe(false);
    expect(gate.allow(report('b'))).toBe(true);
    expect(gate.allow(report('c'))).toBe(false);
  });
});
