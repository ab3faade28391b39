import type { QuoteLine } from '@/stores/quote-slice';
import { estimatedTotal, quoteMessage } from './quote-message';

const origin = 'https://agrotec.bo';
const lines: QuoteLine[] = [
  {
    kind: 'product',
    id: 1,
    code: 'invernadero-tunel',
    name: 'Invernadero túnel',
    image: null,
    price: { visible: true, totalPrice: 12345.5 },
    quantity: 2,
  },
  {
    kind: 'service',
    id: 3,
    code: 'curso-de-riego',
    name: 'Curso de riego',
    image: null,
    price: { visible: false, totalPrice: 800 },
    quantity: 1,
  },
];

describe('quoteMessage', () => {
  it('greets, lists every item with its link, then the total, the name and the city', () => {
    expect(quoteMessage(lines, { name: ' Ana Pérez ', city: 'Cochabamba' }, origin)).toBe(
      [
        'Hola, quisiera una cotización de:',
        '• 2 × Invernadero túnel — Bs. 12.345,50 c/u — https://agrotec.bo/shared/product/invernadero-tunel',
        '• 1 × Curso de riego — https://agrotec.bo/shared/service/curso-de-riego',
        'Total estimado: Bs. 24.691,00 (sin los precios a consultar)',
        'Nombre: Ana Pérez',
        'Ciudad: Cochabamba',
      ].join('\n'),
    );
  });

  it('totals only the visible prices, times their quantities', () => {
    expect(estimatedTotal(lines)).toBe(24691);
    expect(estimatedTotal([])).toBe(0);
  });
});
