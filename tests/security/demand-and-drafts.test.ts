import sharp from 'sharp';
import type { DryRun, ImportJob } from '@/shared/schemas/catalog-io';
import type { Insights } from '@/shared/schemas/insights';
import { call, createProduct, fetchBytes, signIn, type Item } from './client';
import { serverForThisFile } from './server';

/*
 * Issue 63, from outside: forged demand counts (many addresses of one network, a rotating IPv6
 * /64, a spoofed X-Forwarded-For, a flood of large quotes), ids past the schema's maximum, a
 * draft's pictures, and picture URLs that reach internal hosts through IPv6 forms.
 */

const target = serverForThisFile();
let adminToken: string;
let item: Item;

const UA = 'Mozilla/5.0 (Linux; Android 13; moto g) AppleWebKit/537.36 Chrome/130.0 Mobile';

beforeAll(async () => {
  adminToken = (await signIn(target.server)).token;
  item = await createProduct(target.server, adminToken);
});

const beacon = (events: unknown[], client: string, userAgent = UA) =>
  call(target.server, '/api/events', {
    method: 'POST',
    client,
    headers: { 'user-agent': userAgent },
    body: { events },
  });

const totals = async () => {
  const res = await call(target.server, '/api/admin/insights', { token: adminToken });
  expect(res.status).toBe(200);
  return res.json<Insights>();
};

describe('forged demand counts', () => {
  test('40 addresses of one /24 sending views and orders of one item add one of each per browser', async () => {
    const before = (await totals()).totals;
    const view = { kind: 'view', item: { kind: 'product', id: item.id } };
    const order = { kind: 'order', item: { kind: 'product', id: item.id } };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        beacon(
          [...Array.from({ length: 10 }, () => view), ...Array.from({ length: 10 }, () => order)],
          `203.0.113.${i + 1}`,
        ),
      ),
    );
    // The network's 120 events a minute: six bodies of 20 pass, the rest are 429.
    expect(answers.filter((a) => a.status === 204)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(34);
    const after = (await totals()).totals;
    // One browser of one network: one view and one order, not 2 400 of each.
    expect(after.view.total - before.view.total).toBe(1);
    expect(after.order.total - before.order.total).toBe(1);
    expect(after.view.unique - before.view.unique).toBe(1);
  });

  test('an IPv6 /64 is one network: its addresses share one limit', async () => {
    const add = { kind: 'quote_add', item: { kind: 'product', id: item.id } };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await beacon(
            Array.from({ length: 20 }, () => add),
            `2001:db8:63:1:${(i + 1).toString(16)}::1`,
          )
        ).status,
      );
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    expect((await beacon([add], '2001:db8:63:2::1')).status).toBe(204);
  });

  test('a client cannot choose its address through X-Forwarded-For', async () => {
    const add = { kind: 'quote_add', item: { kind: 'product', id: item.id } };
    // The trusted proxy (the suite's loopback connection) appends the address it saw, here
    // 198.51.100.7; whatever the client wrote before it is not believed.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await beacon(
            Array.from({ length: 20 }, () => add),
            `10.9.${i}.1, 198.51.100.7`,
          )
        ).status,
      );
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  test('a flood of 50-item quotes is bounded and leaves the next genuine events counted', async () => {
    const items: Item[] = [];
    for (let i = 0; i < 50; i++) items.push(await createProduct(target.server, adminToken));
    const before = (await totals()).totals;
    const quote = {
      kind: 'quote_send',
      items: items.map((i) => ({ kind: 'product', id: i.id, quantity: 1 })),
    };
    // Four networks, each 40 bodies of three quotes (what fits in a beacon's 8 KB).
    for (let n = 0; n < 4; n++)
      for (let body = 0; body < 40; body++)
        expect((await beacon(Array(3).fill(quote), `192.0.${n}.9`)).status).toBe(204);
    const genuine = [
      { kind: 'view', item: { kind: 'product', id: items[3]!.id } },
      { kind: 'quote_add', item: { kind: 'product', id: items[4]!.id } },
    ];
    expect((await beacon(genuine, '100.100.100.100', 'Mozilla/5.0 Firefox/140.0')).status).toBe(
      204,
    );
    const data = await totals();
    expect(data.totals.quote_send.total - before.quote_send.total).toBe(4 * 40 * 3);
    expect(data.totals.view.total - before.view.total).toBe(1);
    expect(data.totals.quote_add.total - before.quote_add.total).toBe(1);
    // Pairs come from each quote's first 20 items: 190 distinct pairs, each counted per quote.
    const ofFlood = data.pairs.filter((p) => items.some((i) => i.id === p.a.id));
    expect(ofFlood.length).toBeGreaterThan(0);
    expect(Math.max(...ofFlood.map((p) => p.count))).toBe(4 * 40 * 3);
  });

  test('an id past the 32-bit maximum is a 400 on either database', async () => {
    for (const id of [3e9, 2147483648]) {
      const res = await beacon([{ kind: 'view', item: { kind: 'product', id } }], '192.0.2.99');
      expect(res.status).toBe(400);
      expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await call(target.server, '/api/health')).status).toBe(200);
  });
});

describe("a draft's pictures", () => {
  let draft: Item;
  let picture: string;

  beforeAll(async () => {
    draft = await createProduct(target.server, adminToken, { published: false });
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#456' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'borrador.jpg');
    const res = await call(target.server, `/api/products/images/upload/${draft.id}`, {
      method: 'POST',
      token: adminToken,
      body: form,
    });
    expect(res.status).toBe(201);
    picture = res.json<{ public_name: string }[]>()[0]!.public_name;
  });

  test('answer 404 to anyone without an admin token, like the draft itself', async () => {
    expect((await call(target.server, `/api/products/c/${draft.code}`)).status).toBe(404);
    const names = await call(target.server, `/api/products/images/names/${draft.id}`);
    expect(names.status).toBe(404);
    expect(names.body).not.toContain(picture);
    for (const width of [300, 700])
      expect(
        (await fetchBytes(target.server, `/api/products/images/${width}/${picture}`)).status,
      ).toBe(404);
    // A forged or expired token is a visitor's request.
    const forged = await call(target.server, `/api/products/images/names/${draft.id}`, {
      token: 'not-a-token',
    });
    expect(forged.status).toBe(404);
  });

  test('answer an admin, and no cache keeps them; once published, everyone', async () => {
    const names = await call(target.server, `/api/products/images/names/${draft.id}`, {
      token: adminToken,
    });
    expect(names.status).toBe(200);
    expect(names.json<{ public_name: string }[]>().map((n) => n.public_name)).toEqual([picture]);
    const bytes = await call(target.server, `/api/products/images/300/${picture}`, {
      token: adminToken,
      headers: { accept: 'image/webp' },
    });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('cache-control')).toBe('no-store');

    const publish = await call(target.server, `/api/products/${draft.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...draft, published: true },
    });
    expect(publish.status).toBe(200);
    expect((await call(target.server, `/api/products/images/names/${draft.id}`)).status).toBe(200);
    const open = await fetchBytes(target.server, `/api/products/images/700/${picture}`);
    expect(open.status).toBe(200);
    expect(open.type).toBe('image/jpeg');
  });
});

describe('picture URLs in a spreadsheet', () => {
  test('IPv6 forms of internal addresses are refused as internal', async () => {
    const forms = [
      '[::127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[2002:7f00:1::1]',
      '[64:ff9b::7f00:1]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
      '[::a00:1]',
    ];
    const header = 'codigo,nombre,descripcion,categoria,precio,precio_visible,publicado,fotos';
    const rows = forms.map(
      (host, i) =>
        `url-${i},Foto ${i},Texto,riegos,10,si,no,http://${host}:${target.server.port}/x.jpg`,
    );
    const file = [header, ...rows].join('\n');
    const send = (fields: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'text/csv' }), 'fotos.csv');
      form.append('kind', 'products');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return call(target.server, '/api/admin/catalog/import', {
        method: 'POST',
        token: adminToken,
        body: form,
      });
    };
    const review = await send({ dry_run: 'true' });
    expect(review.status).toBe(200);
    const started = await send({ token: review.json<DryRun>().token });
    expect(started.status).toBe(202);
    const { id } = started.json<ImportJob>();
    let job: ImportJob;
    for (;;) {
      job = (
        await call(target.server, `/api/admin/catalog/import/${id}`, { token: adminToken })
      ).json();
      if (job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(job.status).toBe('done');
    expect(job.counts.error).toBe(forms.length);
    for (const row of job.errors)
      expect(row.errors.join(' ')).toMatch(/es interna y no está permitida/);
  });
});
