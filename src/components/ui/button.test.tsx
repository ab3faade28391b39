import { screen } from '@testing-library/react';
import { Link as RouterLink } from 'react-router-dom';
import { renderWithProviders } from '@/testing/test-utils';
import { getSystem } from '@/theme';
import { Button, CloseButton, IconButton } from './button';

test('a button names its variant and size as data attributes, solid and md unless told', () => {
  renderWithProviders(
    <>
      <Button>Enviar</Button>
      <Button variant="outline" size="sm">
        Compartir
      </Button>
      <IconButton aria-label="Abrir menú" variant="ghost" />
      <CloseButton aria-label="Cerrar" size="sm" />
    </>,
  );
  const looks = (name: string) => {
    const button = screen.getByRole('button', { name });
    return [
      button.dataset.variant,
      button.dataset.size,
      button.classList.contains('chakra-button'),
    ];
  };
  expect(looks('Enviar')).toEqual(['solid', 'md', true]);
  expect(looks('Compartir')).toEqual(['outline', 'sm', true]);
  expect(looks('Abrir menú')).toEqual(['ghost', 'md', true]);
  expect(looks('Cerrar')).toEqual(['ghost', 'sm', true]);
});

test('a button rendered as a link keeps its looks; a size that changes with the width goes to the recipe', () => {
  renderWithProviders(
    <Button asChild variant="subtle" size={{ base: 'sm', sm: 'md' }}>
      <RouterLink to="/all/invernaderos">Ver más</RouterLink>
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Ver más' });
  expect(link.dataset.variant).toBe('subtle');
  expect(link).not.toHaveAttribute('data-size');
  expect(link).toHaveAttribute('href', '/all/invernaderos');
  // A link is not a form's button: no `type="button"` (on a link, `type` is a MIME type).
  expect(link).not.toHaveAttribute('type');
});

test('a button is still a button of type "button", and a link given as an icon button has no type', () => {
  renderWithProviders(
    <>
      <Button>Enviar</Button>
      <Button type="submit">Guardar</Button>
      <IconButton aria-label="Ver producto" asChild>
        <RouterLink to="/shared/product/x">x</RouterLink>
      </IconButton>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('link', { name: 'Ver producto' })).not.toHaveAttribute('type');
});

test("the looks' styles are in the global CSS, under the attributes, and the recipe writes none by default", () => {
  const system = getSystem();
  const globalCss = JSON.stringify(system.getGlobalCss());
  for (const selector of [
    '.chakra-button[data-variant=\\"solid\\"]',
    '.chakra-button[data-variant=\\"ghost\\"]',
    '.chakra-button[data-size=\\"md\\"]',
  ]) {
    expect(globalCss).toContain(selector);
  }
  expect(globalCss).not.toContain('data-variant=\\"surface\\"');
  const button = system.getRecipe('button');
  expect(button.defaultVariants).toBeUndefined();
  expect(system.css(system.cva(button)({}))).toEqual({});
});

test("the brand's palette is an attribute whose variables the global CSS sets once; another one stays a prop", () => {
  renderWithProviders(
    <>
      <Button colorPalette="accent">Realizar pedido</Button>
      <Button>Enviar</Button>
      <Button colorPalette="red">Eliminar</Button>
    </>,
  );
  const order = screen.getByRole('button', { name: 'Realizar pedido' });
  const plain = screen.getByRole('button', { name: 'Enviar' });
  const remove = screen.getByRole('button', { name: 'Eliminar' });
  expect(order.dataset.palette).toBe('accent');
  expect(remove).not.toHaveAttribute('data-palette');
  // The accent's variables are not in the button's class (it is a plain button's); red's are.
  expect(order.className).toBe(plain.className);
  expect(remove.className).not.toBe(plain.className);
  const globalCss = JSON.stringify(getSystem().getGlobalCss());
  expect(globalCss).toContain('.chakra-button[data-palette=\\"accent\\"]');
  expect(globalCss).toContain('"--colors-color-palette-solid":"var(--colors-accent-solid)"');
});
