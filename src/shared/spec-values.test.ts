import { formatSpecNumber, formatSpecValue } from './spec-values';

describe('specification values as shown', () => {
  it('writes numbers the Bolivian way, with the unit', () => {
    expect(formatSpecNumber(1234.5)).toBe('1.234,5');
    expect(formatSpecNumber(480)).toBe('480');
    expect(formatSpecNumber(0.125)).toBe('0,13');
    expect(formatSpecValue({ type: 'number', unit: 'm²' }, 480)).toBe('480 m²');
    expect(formatSpecValue({ type: 'number', unit: null }, 3)).toBe('3');
  });

  it('writes yes/no in Spanish, texts as they are, and nothing for no value', () => {
    expect(formatSpecValue({ type: 'boolean', unit: null }, true)).toBe('Sí');
    expect(formatSpecValue({ type: 'boolean', unit: null }, false)).toBe('No');
    expect(formatSpecValue({ type: 'choice', unit: null }, 'policarbonato')).toBe('policarbonato');
    expect(formatSpecValue({ type: 'text', unit: null }, undefined)).toBeNull();
  });
});
