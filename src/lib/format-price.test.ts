import { formatPrice, visiblePrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [12345.5, 'Bs. 12.345,50'],
    [0, 'Bs. 0,00'],
    [7, 'Bs. 7,00'],
    [999.99, 'Bs. 999,99'],
    [1000, 'Bs. 1.000,00'],
    [1234567.891, 'Bs. 1.234.567,89'],
    [0.1 + 0.2, 'Bs. 0,30'],
    [19.995, 'Bs. 20,00'],
    [100000000, 'Bs. 100.000.000,00'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500.25)).toBe('Bs. -1.500,25');
  });
});

describe('visiblePrice', () => {
  it('shows the price only when it is visible', () => {
    expect(visiblePrice({ visible: true, totalPrice: 2500 })).toBe('Bs. 2.500,00');
    expect(visiblePrice({ visible: false, totalPrice: 2500 })).toBeNull();
    expect(visiblePrice(null)).toBeNull();
  });
});
