import { company } from '@/config/company';
import { orderMessage, orderUrl } from './order-message';

const link = 'https://agrotec.bo/shared/product/invernadero-tunel';

describe('orderMessage', () => {
  it('names a product with its visible price and its link', () => {
    const text = orderMessage(
      'product',
      { name: 'Invernadero túnel', price_id: { visible: true, totalPrice: 12345.5 } },
      link,
    );
    expect(text).toBe(
      `Hola, quisiera realizar un pedido de: Invernadero túnel (Bs. 12.345,50). ${link}`,
    );
  });

  it('leaves a hidden price out', () => {
    const text = orderMessage(
      'product',
      { name: 'Tractor', price_id: { visible: false, totalPrice: 90000 } },
      link,
    );
    expect(text).toBe(`Hola, quisiera realizar un pedido de: Tractor. ${link}`);
  });

  it('words a service request', () => {
    const serviceLink = 'https://agrotec.bo/shared/service/curso-de-riego';
    const text = orderMessage(
      'service',
      { name: 'Curso de riego', price_id: { visible: false, totalPrice: 0 } },
      serviceLink,
    );
    expect(text).toBe(`Hola, quisiera solicitar el servicio: Curso de riego. ${serviceLink}`);
  });
});

describe('orderUrl', () => {
  it('opens the company chat with the encoded text', () => {
    const url = orderUrl(
      'product',
      { name: 'Riego & goteo', price_id: { visible: false, totalPrice: 0 } },
      link,
    );
    expect(url.startsWith(`https://wa.me/${company.whatsapp}?text=`)).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(
      `Hola, quisiera realizar un pedido de: Riego & goteo. ${link}`,
    );
  });
});
