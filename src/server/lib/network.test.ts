import Fastify from 'fastify';
import { fastifyTrustProxy, isPublicAddress, networkPrefix } from './network';

describe('networkPrefix', () => {
  it('groups IPv4 by /24, IPv4-mapped addresses as their IPv4', () => {
    expect(networkPrefix('203.0.113.7')).toBe('203.0.113');
    expect(networkPrefix('::ffff:203.0.113.200')).toBe('203.0.113');
  });

  it('groups IPv6 by /64, however the address is written', () => {
    const one = networkPrefix('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(networkPrefix('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(one);
    expect(networkPrefix('2001:db8:1:3::1')).not.toBe(one);
    // The old grouping split on ':' and took three groups: '2001:db8::1' and '2001:db8::2:1'
    // were one network with 2001:db8:0:0:…, or not, by how they were written.
    expect(networkPrefix('2001:db8::1')).toBe(networkPrefix('2001:db8:0:0:5::1'));
  });
});

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const ip of ['8.8.8.8', '200.87.100.10', '2606:4700::1111', '2800:cd0::1'])
      expect({ ip, public: isPublicAddress(ip) }).toEqual({ ip, public: true });
  });

  it('refuses internal addresses, and every IPv6 form that carries one', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      // IPv4-compatible (deprecated), 6to4, NAT64 and Teredo forms of 127.0.0.1 / 10.0.0.1
      '::127.0.0.1',
      '::a00:1',
      '::7f00:1',
      '2002:7f00:1::1',
      '2002:a00:1::',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '2001:db8::1',
      'not-an-address',
    ])
      expect({ ip, public: isPublicAddress(ip) }).toEqual({ ip, public: false });
  });
});

describe('fastifyTrustProxy', () => {
  const ipSeen = async (trust: false | number | string[], forwardedFor: string) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
    app.get('/', async (request) => request.ip);
    const res = await app.inject({
      url: '/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return res.body;
  };

  it('believes as many hops as it is told, no more: a client cannot pick its address', async () => {
    // The client wrote '6.6.6.6'; the one proxy appended the address it saw.
    expect(await ipSeen(1, '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ipSeen(2, '6.6.6.6, 203.0.113.5, 10.0.0.2')).toBe('203.0.113.5');
  });

  it('believes listed proxies only', async () => {
    expect(await ipSeen(['127.0.0.1'], '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ipSeen(['10.0.0.1'], '203.0.113.5')).toBe('127.0.0.1');
    expect(await ipSeen(false, '203.0.113.5')).toBe('127.0.0.1');
  });
});
