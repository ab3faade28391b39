import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  itemBody,
  multipart,
  type ApiItem,
  type ApiPage,
  type KindUnderTest,
} from './fixtures';

/**
 * The catalogue contract shared by products and services (ARCHITECTURE.md §4): public and
 * token listings with paging, reads by id and code, and the admin writes.
 */
export function describeCatalog(kind: KindUnderTest) {
  const { base, segment, refField } = kind;
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.inject({ url, headers: token ? auth(token) : {} });
  const post = (payload: unknown, token = ctx.adminToken) =>
    ctx.inject({ method: 'POST', url: base, headers: auth(token), payload: payload as object });
  const put = (id: number, payload: unknown, token = ctx.adminToken) =>
    ctx.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: auth(token),
      payload: payload as object,
    });
  const readById = async (id: number) => {
    const res = await get(`${base}/${id}`, ctx.adminToken);
    expect(res.statusCode).toBe(200);
    return res.json<ApiItem>();
  };
  const publicList = (group: string | number, query = '') =>
    get(`${base}/${segment}/a/${group}${query}`);

  describe('paged listings', () => {
    const published: ApiItem[] = [];
    let drafts: ApiItem[] = [];
    /** The published items of the list group in the contract's default order. */
    let expectedOrder: number[] = [];
    /** Their creation times, several shared. */
    let stamps: string[] = [];

    beforeAll(async () => {
      const names = ['Mango', 'Alfa', 'Delta', 'Bravo', 'Charlie', 'Eco', 'Foxtrot'];
      for (const name of names)
        published.push(await createItem(ctx, kind, { name, [refField]: kind.listGroup.id }));
      drafts = [
        await createItem(ctx, kind, {
          name: 'Borrador uno',
          [refField]: kind.listGroup.id,
          published: false,
        }),
        await createItem(ctx, kind, { name: 'Borrador dos', [refField]: kind.listGroup.id }),
      ];
      // The second one was created published and turned into a draft by an update.
      expect((await put(drafts[1].id, { ...drafts[1], published: false })).statusCode).toBe(200);
      await createItem(ctx, kind, { name: 'En otro grupo', [refField]: kind.otherGroup.id });

      // Several items share a creation time: the order must still be total (ties by id desc).
      stamps = [
        '2026-01-01T10:00:00.000Z',
        '2026-01-03T10:00:00.000Z',
        '2026-01-03T10:00:00.000Z',
        '2026-01-02T10:00:00.000Z',
        '2026-01-03T10:00:00.000Z',
        '2026-01-02T10:00:00.000Z',
        '2026-01-01T10:00:00.000Z',
      ];
      for (const [i, item] of published.entries()) {
        await ctx.handle.db
          .updateTable('catalog_items')
          .set({ created_at: stamps[i] })
          .where('id', '=', item.id)
          .execute();
      }
      expectedOrder = orderOf('desc');
    });

    /** The published items by created_at in `direction`, ties by id desc in both directions. */
    function orderOf(direction: 'asc' | 'desc') {
      const sign = direction === 'desc' ? -1 : 1;
      return published
        .map((item, i) => ({ id: item.id, at: stamps[i] }))
        .sort((a, b) => (a.at === b.at ? b.id - a.id : sign * a.at.localeCompare(b.at)))
        .map((x) => x.id);
    }

    test('public list pages through the published items, newest first, ties by id desc', async () => {
      const seen: number[] = [];
      for (let page = 0; page < 3; page++) {
        const res = await publicList(
          kind.listGroup.id,
          `?page=${page}&size=3&order_by=created_at&order_direction=desc`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json<ApiPage>();
        expect(body).toMatchObject({
          totalElements: 7,
          totalPages: 3,
          page,
          size: 3,
          nextPage: page < 2 ? page + 1 : -1,
        });
        expect(body.content).toHaveLength(page < 2 ? 3 : 1);
        seen.push(...body.content.map((i) => i.id));
      }
      // Never a repeat, never a skip, never a draft or an item of another group.
      expect(seen).toEqual(expectedOrder);
    });

    test('the group may be given by id or by url path, with the same answer', async () => {
      const byId = await publicList(kind.listGroup.id, '?size=100');
      const byPath = await publicList(kind.listGroup.urlpath, '?size=100');
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json<ApiPage>().content.map((i) => i.id)).toEqual(
        byId.json<ApiPage>().content.map((i) => i.id),
      );
    });

    test('defaults: page 0, size 12, created_at desc', async () => {
      const res = await publicList(kind.listGroup.urlpath);
      expect(res.json<ApiPage>()).toMatchObject({
        page: 0,
        size: 12,
        nextPage: -1,
        totalPages: 1,
        totalElements: 7,
      });
      expect(res.json<ApiPage>().content.map((i) => i.id)).toEqual(expectedOrder);
    });

    test('items carry the fields of the contract', async () => {
      const res = await publicList(kind.listGroup.id, '?size=1');
      const [item] = res.json<ApiPage>().content;
      expect(item).toEqual({
        id: expect.any(Number),
        code: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        name: expect.any(String),
        description: '<p>Descripción</p>',
        default_image: null,
        price_id: { visible: true, totalPrice: 100 },
        published: true,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        [refField]: kind.listGroup,
        specs: {},
      });
    });

    test('created_at asc: oldest first, ties still by id desc', async () => {
      const res = await publicList(kind.listGroup.id, '?size=100&order_direction=asc');
      const ids = res.json<ApiPage>().content.map((i) => i.id);
      expect(ids).toEqual(orderOf('asc'));
      // Not the reverse of desc: items of one time keep their newest-id-first order.
      expect(ids).not.toEqual([...expectedOrder].reverse());
    });

    test.each([
      ['desc', 1],
      ['desc', 2],
      ['asc', 1],
      ['asc', 2],
    ] as const)(
      '%s pages of size %s over shared creation times show every item once, ties by id desc',
      async (direction, size) => {
        const seen: number[] = [];
        for (let page = 0; ; page++) {
          const res = await publicList(
            kind.listGroup.id,
            `?page=${page}&size=${size}&order_by=created_at&order_direction=${direction}`,
          );
          expect(res.statusCode).toBe(200);
          const body = res.json<ApiPage>();
          seen.push(...body.content.map((i) => i.id));
          if (body.nextPage === -1) break;
          expect(body.nextPage).toBe(page + 1);
        }
        expect(seen).toEqual(orderOf(direction));
      },
    );

    test('order_by=name asc sorts by name, and pages by name never overlap', async () => {
      const all = await publicList(
        kind.listGroup.id,
        '?size=100&order_by=name&order_direction=asc',
      );
      const names = all.json<ApiPage>().content.map((i) => i.name);
      expect(names).toEqual(['Alfa', 'Bravo', 'Charlie', 'Delta', 'Eco', 'Foxtrot', 'Mango']);
      const first = (
        await publicList(kind.listGroup.id, '?size=4&order_by=name&order_direction=asc')
      ).json<ApiPage>();
      const second = (
        await publicList(kind.listGroup.id, '?page=1&size=4&order_by=name&order_direction=asc')
      ).json<ApiPage>();
      expect([...first.content, ...second.content].map((i) => i.name)).toEqual(names);
      expect(first.nextPage).toBe(1);
      expect(second.nextPage).toBe(-1);
      const desc = await publicList(
        kind.listGroup.id,
        '?size=100&order_by=name&order_direction=desc',
      );
      expect(desc.json<ApiPage>().content.map((i) => i.name)).toEqual([...names].reverse());
    });

    test('a page past the end is empty, with nextPage -1', async () => {
      const res = await publicList(kind.listGroup.id, '?page=5&size=3');
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiPage>()).toEqual({
        content: [],
        nextPage: -1,
        totalPages: 3,
        totalElements: 7,
        page: 5,
        size: 3,
      });
    });

    test('an empty group lists nothing', async () => {
      const empty = kind.label === 'products' ? 1 : 4;
      const res = await publicList(empty);
      expect(res.json<ApiPage>()).toEqual({
        content: [],
        nextPage: -1,
        totalPages: 0,
        totalElements: 0,
        page: 0,
        size: 12,
      });
    });

    test('the token list shows drafts to admins only', async () => {
      const asAdmin = (
        await get(`${base}/${segment}/${kind.listGroup.id}?size=100`, ctx.adminToken)
      ).json<ApiPage>();
      expect(asAdmin.totalElements).toBe(9);
      expect(asAdmin.content.map((i) => i.id)).toEqual(
        expect.arrayContaining(drafts.map((d) => d.id)),
      );
      expect(
        asAdmin.content
          .filter((i) => !i.published)
          .map((i) => i.id)
          .sort(),
      ).toEqual(drafts.map((d) => d.id).sort());

      const editorRes = await get(
        `${base}/${segment}/${kind.listGroup.urlpath}?size=100`,
        ctx.editorToken,
      );
      expect(editorRes.statusCode).toBe(200);
      const asEditor = editorRes.json<ApiPage>();
      expect(asEditor.totalElements).toBe(7);
      expect(asEditor.content.map((i) => i.id)).toEqual(expectedOrder);
    });

    test('the token list pages like the public one, drafts included in the order', async () => {
      const seen: number[] = [];
      let page = 0;
      for (;;) {
        const body = (
          await get(`${base}/${segment}/${kind.listGroup.id}?page=${page}&size=4`, ctx.adminToken)
        ).json<ApiPage>();
        expect(body.totalPages).toBe(3);
        seen.push(...body.content.map((i) => i.id));
        if (body.nextPage === -1) break;
        expect(body.nextPage).toBe(page + 1);
        page = body.nextPage;
      }
      expect(seen).toHaveLength(9);
      expect(new Set(seen).size).toBe(9);
    });

    test('the token list needs a token', async () => {
      expectError(
        await get(`${base}/${segment}/${kind.listGroup.id}`),
        401,
        'Debe iniciar sesión para realizar esta acción.',
      );
    });

    test('an unknown group is a 404 with a Spanish message', async () => {
      expectError(await publicList(99), 404, kind.texts.groupNotFound);
      expectError(await publicList('nope'), 404, kind.texts.groupNotFound);
      expectError(
        await get(`${base}/${segment}/nope`, ctx.adminToken),
        404,
        kind.texts.groupNotFound,
      );
    });

    test.each([
      ['page=-1', 'El campo «página» debe ser mayor o igual a 0.'],
      ['page=abc', 'El campo «página» debe ser un número entero.'],
      ['page=1.5', 'El campo «página» debe ser un número entero.'],
      ['size=0', 'El campo «tamaño de página» debe ser mayor o igual a 1.'],
      ['size=101', 'El campo «tamaño de página» debe ser menor o igual a 100.'],
      ['order_by=precio', 'El campo «orden» tiene un valor no permitido.'],
      ['order_by=id', 'El campo «orden» tiene un valor no permitido.'],
      ['order_direction=up', 'El campo «dirección del orden» tiene un valor no permitido.'],
      ['unknown=1', 'El campo «unknown» no está permitido.'],
    ])(
      'query %s is a 400 with a Spanish message, on the public and the token list',
      async (query, message) => {
        expectError(await publicList(kind.listGroup.id, `?${query}`), 400, message);
        expectError(
          await get(`${base}/${segment}/${kind.listGroup.id}?${query}`, ctx.adminToken),
          400,
          message,
        );
      },
    );

    test('size=100 and size=1 are the bounds that are accepted', async () => {
      expect((await publicList(kind.listGroup.id, '?size=100')).statusCode).toBe(200);
      const one = (await publicList(kind.listGroup.id, '?size=1&page=6')).json<ApiPage>();
      expect(one).toMatchObject({ totalPages: 7, nextPage: -1 });
      expect(one.content.map((i) => i.id)).toEqual([expectedOrder[6]]);
    });

    test('q filters by name or code, with LIKE wildcards taken literally', async () => {
      const res = await publicList(kind.listGroup.id, '?q=ELT');
      expect(res.json<ApiPage>().content.map((i) => i.name)).toEqual(['Delta']);
      const wildcard = await publicList(kind.listGroup.id, `?q=${encodeURIComponent('%')}`);
      expect(wildcard.json<ApiPage>().totalElements).toBe(0);
    });
  });

  describe('reading one item', () => {
    let item: ApiItem;
    let draft: ApiItem;
    beforeAll(async () => {
      item = await createItem(ctx, kind, { name: 'Lectura publicada', code: 'lectura-publicada' });
      draft = await createItem(ctx, kind, {
        name: 'Lectura borrador',
        code: 'lectura-borrador',
        published: false,
      });
    });

    test('GET /:id with a token returns the item', async () => {
      const res = await get(`${base}/${item.id}`, ctx.adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(item);
      expect((await get(`${base}/${item.id}`, ctx.editorToken)).json()).toEqual(item);
    });

    test('GET /:id of a draft: admins see it, others get 404', async () => {
      expect((await get(`${base}/${draft.id}`, ctx.adminToken)).json()).toEqual(draft);
      expectError(await get(`${base}/${draft.id}`, ctx.editorToken), 404, kind.texts.notFound);
    });

    test('GET /:id needs a token', async () => {
      expectError(await get(`${base}/${item.id}`), 401);
    });

    test('GET /:id of an unknown or invalid id', async () => {
      expectError(await get(`${base}/999999`, ctx.adminToken), 404, kind.texts.notFound);
      expectError(
        await get(`${base}/0`, ctx.adminToken),
        400,
        'El campo «id» debe ser mayor o igual a 1.',
      );
      expectError(
        await get(`${base}/abc`, ctx.adminToken),
        400,
        'El campo «id» debe ser un número entero.',
      );
    });

    test('GET /c/:code is public and answers published items only', async () => {
      const res = await get(`${base}/c/lectura-publicada`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(item);
      expectError(await get(`${base}/c/lectura-borrador`), 404, kind.texts.notFound);
      expectError(await get(`${base}/c/no-existe`), 404, kind.texts.notFound);
    });

    test('a code of the other catalogue is not found here', async () => {
      const otherBase = base === '/api/products' ? '/api/services' : '/api/products';
      expectError(await get(`${otherBase}/c/lectura-publicada`), 404);
      expectError(await get(`${otherBase}/${item.id}`, ctx.adminToken), 404);
    });
  });

  describe('creating', () => {
    test('POST creates a draft by default, with a code from the name, and sanitises the description', async () => {
      const res = await post({
        name: '  Ñandú Túnel 8 × 30 m  ',
        description: '<p>Hola<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        [refField]: kind.group.id,
        price_id: { visible: false, totalPrice: 12345.5 },
      });
      expect(res.statusCode).toBe(201);
      const created = res.json<ApiItem>();
      expect(created).toMatchObject({
        name: 'Ñandú Túnel 8 × 30 m',
        code: 'nandu-tunel-8-30-m',
        description: '<p>Hola <a target="_blank" rel="noopener noreferrer">x</a></p>',
        default_image: null,
        published: false,
        price_id: { visible: false, totalPrice: 12345.5 },
        [refField]: kind.group,
      });
      expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
      expect(Math.abs(Date.now() - Date.parse(created.created_at))).toBeLessThan(60_000);
      expect(created.updated_at).toBe(created.created_at);
      // What a later read returns is what the create answered.
      expect(await readById(created.id)).toEqual(created);
      // A draft is not public.
      expectError(await get(`${base}/c/nandu-tunel-8-30-m`), 404);
    });

    test('a name already used as a code gets a numeric suffix', async () => {
      const a = await createItem(ctx, kind, { name: 'Sembradora Doble' });
      const b = await createItem(ctx, kind, { name: 'Sembradora doble' });
      const c = await createItem(ctx, kind, { name: 'SEMBRADORA   DOBLE!' });
      expect([a.code, b.code, c.code]).toEqual([
        'sembradora-doble',
        'sembradora-doble-2',
        'sembradora-doble-3',
      ]);
      expect((await get(`${base}/c/sembradora-doble-2`)).json<ApiItem>().id).toBe(b.id);
    });

    test('an empty or null code is generated from the name', async () => {
      expect((await createItem(ctx, kind, { name: 'Código vacío', code: '' })).code).toBe(
        'codigo-vacio',
      );
      expect((await createItem(ctx, kind, { name: 'Código nulo', code: null })).code).toBe(
        'codigo-nulo',
      );
    });

    test('a name without letters or digits still gets a code', async () => {
      const item = await createItem(ctx, kind, { name: '¡¿?!' });
      // In Spanish, as it shows in the share link: /shared/product/producto-2.
      const noun = base === '/api/products' ? 'producto' : 'servicio';
      expect(item.code).toMatch(new RegExp(`^${noun}(-\\d+)?$`));
    });

    test('an explicit code is kept; a duplicate explicit code is a 409 and stores nothing', async () => {
      const first = await createItem(ctx, kind, { name: 'Original', code: 'codigo-fijo' });
      expect(first.code).toBe('codigo-fijo');
      const before = (
        await get(`${base}/${segment}/${kind.group.id}?size=100`, ctx.adminToken)
      ).json<ApiPage>().totalElements;
      const res = await post(itemBody(kind, { name: 'Copia', code: 'codigo-fijo' }));
      expectError(res, 409, kind.texts.duplicateCode('codigo-fijo'));
      const after = (
        await get(`${base}/${segment}/${kind.group.id}?size=100`, ctx.adminToken)
      ).json<ApiPage>().totalElements;
      expect(after).toBe(before);
      expect((await get(`${base}/c/codigo-fijo`)).json<ApiItem>()).toEqual(first);
    });

    test('two creates with the same explicit code at once: one wins, the other is a 409', async () => {
      const results = await Promise.all([
        post(itemBody(kind, { name: 'Carrera A', code: 'carrera' })),
        post(itemBody(kind, { name: 'Carrera B', code: 'carrera' })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    test('two creates with the same name at once both succeed with distinct codes', async () => {
      const results = await Promise.all([
        post(itemBody(kind, { name: 'Gemelo' })),
        post(itemBody(kind, { name: 'Gemelo' })),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(results.map((r) => r.json<ApiItem>().code).sort()).toEqual(['gemelo', 'gemelo-2']);
    });

    test('the group may be given as an id or as the object read from the API', async () => {
      const asObject = await createItem(ctx, kind, {
        name: 'Grupo objeto',
        [refField]: kind.otherGroup,
      });
      expect(asObject[refField as 'category_id']).toEqual(kind.otherGroup);
      const idOnly = await createItem(ctx, kind, {
        name: 'Grupo id',
        [refField]: { id: kind.otherGroup.id },
      });
      expect(idOnly[refField as 'category_id']).toEqual(kind.otherGroup);
    });

    test('a group that does not exist is a 400', async () => {
      expectError(await post(itemBody(kind, { [refField]: 99 })), 400, kind.texts.groupNotFound);
      expectError(
        await post(itemBody(kind, { [refField]: { id: 99, name: 'x', urlpath: 'x' } })),
        400,
        kind.texts.groupNotFound,
      );
    });

    test('read-only fields are accepted and ignored', async () => {
      const res = await post(
        itemBody(kind, {
          name: 'Con campos de lectura',
          id: 424242,
          created_at: 'ayer',
          updated_at: 7,
        }),
      );
      expect(res.statusCode).toBe(201);
      const created = res.json<ApiItem>();
      expect(created.id).not.toBe(424242);
      expect(created.created_at).not.toBe('ayer');
    });

    test('prices keep their cents', async () => {
      const item = await createItem(ctx, kind, {
        name: 'Precio exacto',
        price_id: { visible: true, totalPrice: 1999.99 },
      });
      expect(item.price_id).toEqual({ visible: true, totalPrice: 1999.99 });
      expect((await readById(item.id)).price_id.totalPrice).toBe(1999.99);
      const free = await createItem(ctx, kind, {
        name: 'Gratis',
        price_id: { visible: false, totalPrice: 0 },
      });
      expect(free.price_id).toEqual({ visible: false, totalPrice: 0 });
    });

    const invalid: Array<[string, Record<string, unknown>, string | RegExp]> = [
      ['a missing name', { name: undefined }, 'Falta el campo obligatorio «nombre».'],
      ['an empty name', { name: '' }, 'El campo «nombre» no puede estar vacío.'],
      ['a name of invisible characters only', { name: '\u200b \u200b' }, 'Ingrese el nombre.'],
      [
        'a name with a NUL and a direction override',
        { name: 'A\u0000B\u202e' },
        'El nombre contiene caracteres no válidos.',
      ],
      [
        'a name with half a UTF-16 pair',
        { name: 'Riego \ud800' },
        'El nombre contiene caracteres no válidos.',
      ],
      [
        'a name too long',
        { name: 'x'.repeat(201) },
        'El campo «nombre» admite como máximo 200 caracteres.',
      ],
      [
        'a missing description',
        { description: undefined },
        'Falta el campo obligatorio «descripción».',
      ],
      [
        'a description too long',
        { description: 'x'.repeat(20001) },
        'El campo «descripción» admite como máximo 20000 caracteres.',
      ],
      [
        // 19 600 characters sent; each link gains `target` and `rel` when stored.
        'a description too long once its links are stored',
        { description: '<a href="https://e.co">x</a>'.repeat(700) },
        'La descripción supera 20000 caracteres una vez guardada (cada enlace suma sus atributos). Acórtela.',
      ],
      [
        'a code with spaces and capitals',
        { code: 'Mal Código' },
        'El código solo admite letras minúsculas, números y guiones.',
      ],
      [
        'a code with a trailing hyphen',
        { code: 'codigo-' },
        'El código solo admite letras minúsculas, números y guiones.',
      ],
      ['a code too long', { code: 'a'.repeat(81) }, /«código».*80/],
      [
        'a negative price',
        { price_id: { visible: true, totalPrice: -1 } },
        'El campo «precio» debe ser mayor o igual a 0.',
      ],
      [
        'a price that is not a number',
        { price_id: { visible: true, totalPrice: 'mucho' } },
        'El campo «precio» debe ser un número.',
      ],
      [
        'a price without visibility',
        { price_id: { totalPrice: 10 } },
        'Falta el campo obligatorio «mostrar precio».',
      ],
      ['a missing price', { price_id: undefined }, 'Falta el campo obligatorio «precio».'],
      ['an unknown field', { color: 'rojo' }, 'El campo «color» no está permitido.'],
      ['a name of spaces only', { name: '   ' }, 'Ingrese el nombre.'],
      [
        'an unknown field inside the price',
        { price_id: { visible: true, totalPrice: 1, currency: 'BOB' } },
        'El campo «currency» no está permitido.',
      ],
      ['a group id of 0', { [refField]: 0 }, /«(categoría|tipo)»/],
      [
        'an unknown field inside the group',
        { [refField]: { id: 2, color: 'x' } },
        'El campo «color» no está permitido.',
      ],
      [
        'a published flag that is not a boolean',
        { published: 'quizás' },
        'El campo «publicado» debe ser verdadero o falso.',
      ],
      // JSON types are taken as sent: nothing is coerced in a body (the query string still is).
      ['a name that is a number', { name: 12345 }, 'El campo «nombre» debe ser un texto.'],
      ['a description that is a number', { description: 7 }, /«descripción» debe ser un texto/],
      ['a code that is a number', { code: 5 }, 'El campo «código» debe ser un texto.'],
      [
        'a price in a string',
        { price_id: { visible: true, totalPrice: '12.5' } },
        'El campo «precio» debe ser un número.',
      ],
      [
        'a price visibility of 1',
        { price_id: { visible: 1, totalPrice: 10 } },
        'El campo «mostrar precio» debe ser verdadero o falso.',
      ],
      [
        'a published flag in a string',
        { published: 'false' },
        'El campo «publicado» debe ser verdadero o falso.',
      ],
      ['a published flag of 0', { published: 0 }, /«publicado» debe ser verdadero o falso/],
      ['a group id in a string', { [refField]: '2' }, /«(categoría|tipo)» debe ser un número/],
      ['a group id of true', { [refField]: true }, /«(categoría|tipo)» debe ser un número/],
      ['related ids in strings', { related_ids: ['5'] }, /«relacionados» debe ser un número/],
      ['a cover that is a number', { default_image: 3 }, /«portada»/],
    ];
    test.each(invalid)('%s is a 400 with a Spanish message', async (_label, override, message) => {
      const body: Record<string, unknown> = { ...itemBody(kind), ...override };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      expectError(await post(body), 400, message);
    });

    test('a body of wrong JSON types is refused whole, not coerced, and stores nothing', async () => {
      const before = (
        await get(`${base}/${segment}/${kind.group.id}?page=0&size=1`, ctx.adminToken)
      ).json<ApiPage>().totalElements;
      const mistyped = {
        name: 12345,
        description: '<p>Tipos</p>',
        [refField]: String(kind.group.id),
        price_id: { visible: 1, totalPrice: '12.5' },
        published: 'false',
      };
      expectError(await post(mistyped), 400);
      const item = await createItem(ctx, kind, { name: 'Tipos exactos' });
      expectError(await put(item.id, { ...item, published: 'true' }), 400, /«publicado»/);
      expectError(await put(item.id, { ...item, name: 1 }), 400, /«nombre» debe ser un texto/);
      expect(await readById(item.id)).toEqual(item);
      // The query string is text: page=0 and size=1 still arrive as numbers.
      const after = await get(`${base}/${segment}/${kind.group.id}?page=0&size=1`, ctx.adminToken);
      expect(after.statusCode).toBe(200);
      expect(after.json<ApiPage>()).toMatchObject({ page: 0, size: 1, totalElements: before + 1 });
    });

    test('a missing group is a 400 naming it', async () => {
      const body: Record<string, unknown> = { ...itemBody(kind) };
      delete body[refField];
      expectError(
        await post(body),
        400,
        refField === 'category_id'
          ? 'Falta el campo obligatorio «categoría».'
          : 'Falta el campo obligatorio «tipo».',
      );
    });

    test('a body that is not JSON is a 400; an unsupported content type is a 415; none is stored', async () => {
      const before = (
        await get(`${base}/${segment}/${kind.group.id}?size=1`, ctx.adminToken)
      ).json<ApiPage>().totalElements;
      const broken = await ctx.inject({
        method: 'POST',
        url: base,
        headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
        payload: '{"name": "roto",',
      });
      expectError(broken, 400, 'El cuerpo de la solicitud no es un JSON válido.');
      const xml = await ctx.inject({
        method: 'POST',
        url: base,
        headers: { ...auth(ctx.adminToken), 'content-type': 'application/xml' },
        payload: '<name>hola</name>',
      });
      expectError(xml, 415, 'Tipo de contenido no admitido.');
      // The API reads JSON (and multipart for uploads) only: plain text is refused too.
      const text = await ctx.inject({
        method: 'POST',
        url: base,
        headers: { ...auth(ctx.adminToken), 'content-type': 'text/plain' },
        payload: 'name=hola',
      });
      expectError(text, 415, 'Tipo de contenido no admitido.');
      // A form, as an upload is sent, is not JSON either (not a "missing body").
      const form = multipart([], { name: 'hola' });
      expectError(
        await ctx.inject({
          method: 'POST',
          url: base,
          headers: { ...auth(ctx.adminToken), ...form.headers },
          payload: form.payload,
        }),
        415,
        'Tipo de contenido no admitido.',
      );
      const empty = await ctx.inject({
        method: 'POST',
        url: base,
        headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' },
        payload: '',
      });
      expectError(empty, 400);
      const array = await post([itemBody(kind)]);
      expectError(array, 400);
      const after = (
        await get(`${base}/${segment}/${kind.group.id}?size=1`, ctx.adminToken)
      ).json<ApiPage>().totalElements;
      expect(after).toBe(before);
    });

    test('a body over 1 MB is a 413', async () => {
      const res = await post(itemBody(kind, { description: 'x'.repeat(1024 * 1024 + 10) }));
      expectError(res, 413, 'El cuerpo de la solicitud es demasiado grande.');
    });

    test('writes need an admin token', async () => {
      const body = itemBody(kind, { name: 'No autorizado', code: 'no-autorizado' });
      expectError(
        await ctx.inject({ method: 'POST', url: base, payload: body }),
        401,
        'Debe iniciar sesión para realizar esta acción.',
      );
      expectError(
        await post(body, ctx.editorToken),
        403,
        'No tiene permiso para realizar esta acción.',
      );
      expectError(await get(`${base}/c/no-autorizado`), 404);
    });
  });

  describe('updating', () => {
    test('a body read from the API can be sent back unchanged', async () => {
      const item = await createItem(ctx, kind, {
        name: 'Ida y vuelta',
        description: '<h2>Título</h2><p>Texto <strong>fuerte</strong></p>',
      });
      const read = await readById(item.id);
      const res = await put(item.id, read);
      expect(res.statusCode).toBe(200);
      const updated = res.json<ApiItem>();
      const { updated_at: _u1, ...sameFields } = updated;
      const { updated_at: _u2, ...readFields } = read;
      expect(sameFields).toEqual(readFields);
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(read.updated_at));
    });

    test('PUT changes what later reads return, including the group', async () => {
      const item = await createItem(ctx, kind, { name: 'Antes', code: 'antes' });
      const res = await put(item.id, {
        ...itemBody(kind),
        name: 'Después',
        code: 'despues',
        description: '<p>Nueva</p>',
        [refField]: kind.otherGroup,
        price_id: { visible: false, totalPrice: 55.25 },
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        id: item.id,
        name: 'Después',
        code: 'despues',
        description: '<p>Nueva</p>',
        [refField]: kind.otherGroup,
        price_id: { visible: false, totalPrice: 55.25 },
        created_at: item.created_at,
      };
      expect(res.json()).toMatchObject(expected);
      expect(await readById(item.id)).toMatchObject(expected);
      expect((await get(`${base}/c/despues`)).json()).toMatchObject(expected);
      expectError(await get(`${base}/c/antes`), 404);
      const oldGroup = (
        await get(`${base}/${segment}/a/${kind.group.id}?size=100`)
      ).json<ApiPage>();
      expect(oldGroup.content.map((i) => i.id)).not.toContain(item.id);
      const newGroup = (
        await get(`${base}/${segment}/a/${kind.otherGroup.id}?size=100`)
      ).json<ApiPage>();
      expect(newGroup.content.map((i) => i.id)).toContain(item.id);
    });

    test('PUT without published keeps the current state; with it, publishes or hides', async () => {
      const item = await createItem(ctx, kind, { name: 'Estado', published: false });
      const { published: _p, ...withoutPublished } = item;
      expect(
        (await put(item.id, { ...withoutPublished, name: 'Estado 2' })).json<ApiItem>().published,
      ).toBe(false);
      expect(
        (await put(item.id, { ...withoutPublished, published: true })).json<ApiItem>().published,
      ).toBe(true);
      expect((await get(`${base}/c/${item.code}`)).statusCode).toBe(200);
      expect(
        (await put(item.id, { ...withoutPublished, name: 'Estado 3' })).json<ApiItem>().published,
      ).toBe(true);
      expect(
        (await put(item.id, { ...withoutPublished, published: false })).json<ApiItem>().published,
      ).toBe(false);
      expectError(await get(`${base}/c/${item.code}`), 404);
    });

    test('PUT ignores read-only fields: the id in the path wins', async () => {
      const a = await createItem(ctx, kind, { name: 'Objetivo A', code: 'objetivo-a' });
      const b = await createItem(ctx, kind, { name: 'Objetivo B', code: 'objetivo-b' });
      const res = await put(a.id, {
        ...a,
        id: b.id,
        name: 'Objetivo A2',
        created_at: '1999-01-01T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiItem>()).toMatchObject({
        id: a.id,
        name: 'Objetivo A2',
        created_at: a.created_at,
      });
      expect(await readById(b.id)).toEqual(b);
    });

    test('PUT without code keeps the share link; an empty code makes one from the name', async () => {
      const item = await createItem(ctx, kind, { name: 'Enlace fijo', code: 'enlace-fijo' });
      const { code: _code, ...withoutCode } = item;
      const renamed = await put(item.id, { ...withoutCode, name: 'Enlace renombrado' });
      expect(renamed.json<ApiItem>().code).toBe('enlace-fijo');
      const regenerated = await put(item.id, { ...withoutCode, name: 'Enlace nuevo', code: '' });
      expect(regenerated.json<ApiItem>().code).toBe('enlace-nuevo');
    });

    test('PUT keeping its own code is not a conflict', async () => {
      const item = await createItem(ctx, kind, { name: 'Propio', code: 'propio' });
      expect(
        (await put(item.id, { ...item, name: 'Propio renombrado' })).json<ApiItem>().code,
      ).toBe('propio');
    });

    test('a PUT that conflicts (409) leaves the item unchanged', async () => {
      await createItem(ctx, kind, { name: 'Ocupado', code: 'ocupado' });
      const item = await createItem(ctx, kind, { name: 'Libre', code: 'libre' });
      const res = await put(item.id, {
        ...item,
        name: 'Cambio perdido',
        code: 'ocupado',
        price_id: { visible: true, totalPrice: 1 },
      });
      expectError(res, 409, kind.texts.duplicateCode('ocupado'));
      expect(await readById(item.id)).toEqual(item);
      expect((await get(`${base}/c/ocupado`)).json<ApiItem>().name).toBe('Ocupado');
    });

    test('an invalid PUT (400) leaves the item unchanged', async () => {
      const item = await createItem(ctx, kind, { name: 'Intacto' });
      expectError(await put(item.id, { ...item, name: '' }), 400);
      expectError(await put(item.id, { ...item, [refField]: 42 }), 400, kind.texts.groupNotFound);
      expectError(
        await put(item.id, { ...item, extra: true }),
        400,
        'El campo «extra» no está permitido.',
      );
      expectError(
        await put(item.id, { ...item, default_image: 'no-es-suya-123' }),
        400,
        kind.texts.coverNotOwned,
      );
      expect(await readById(item.id)).toEqual(item);
    });

    test('PUT of an unknown id is a 404; of an invalid id a 400', async () => {
      expectError(await put(999999, itemBody(kind)), 404, kind.texts.notFound);
      expectError(await put(0, itemBody(kind)), 400);
    });

    test('PUT needs an admin token and leaves the item unchanged otherwise', async () => {
      const item = await createItem(ctx, kind, { name: 'Protegido' });
      expectError(
        await ctx.inject({
          method: 'PUT',
          url: `${base}/${item.id}`,
          payload: { ...item, name: 'x' },
        }),
        401,
      );
      expectError(await put(item.id, { ...item, name: 'x' }, ctx.editorToken), 403);
      expect(await readById(item.id)).toEqual(item);
    });
  });

  describe('deleting', () => {
    test('DELETE removes the item from every read', async () => {
      const item = await createItem(ctx, kind, {
        name: 'Efímero',
        code: 'efimero',
        [refField]: kind.otherGroup.id,
      });
      const res = await ctx.inject({
        method: 'DELETE',
        url: `${base}/${item.id}`,
        headers: auth(ctx.adminToken),
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expectError(await get(`${base}/${item.id}`, ctx.adminToken), 404, kind.texts.notFound);
      expectError(await get(`${base}/c/efimero`), 404);
      const list = (
        await get(`${base}/${segment}/${kind.otherGroup.id}?size=100`, ctx.adminToken)
      ).json<ApiPage>();
      expect(list.content.map((i) => i.id)).not.toContain(item.id);
      // Deleting again: it is gone.
      expectError(
        await ctx.inject({
          method: 'DELETE',
          url: `${base}/${item.id}`,
          headers: auth(ctx.adminToken),
        }),
        404,
        kind.texts.notFound,
      );
      // Its code is free again.
      expect((await createItem(ctx, kind, { name: 'Otro', code: 'efimero' })).code).toBe('efimero');
    });

    test('DELETE needs an admin token and leaves the item otherwise', async () => {
      const item = await createItem(ctx, kind, { name: 'Persistente' });
      expectError(await ctx.inject({ method: 'DELETE', url: `${base}/${item.id}` }), 401);
      expectError(
        await ctx.inject({
          method: 'DELETE',
          url: `${base}/${item.id}`,
          headers: auth(ctx.editorToken),
        }),
        403,
      );
      expect(await readById(item.id)).toEqual(item);
    });

    test('DELETE of an unknown or invalid id', async () => {
      expectError(
        await ctx.inject({
          method: 'DELETE',
          url: `${base}/999999`,
          headers: auth(ctx.adminToken),
        }),
        404,
      );
      expectError(
        await ctx.inject({ method: 'DELETE', url: `${base}/-3`, headers: auth(ctx.adminToken) }),
        400,
      );
    });
  });
}
