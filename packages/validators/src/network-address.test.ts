import { isEmail, isIpv4, isUrl } from './network-address';

describe('isIpv4 (SPEC §5: four parts 0–255)', () => {
  it.each(['0.0.0.0', '127.0.0.1', '192.168.1.1', '10.0.0.255', '255.255.255.255', '8.8.8.8', '172.16.254.1'])(
    'accepts %s',
    (value) => expect(isIpv4(value)).toBe(true),
  );
  it.each([
    ['part 256', '256.1.1.1'],
    ['part 300', '192.168.1.300'],
    ['three parts', '192.168.1'],
    ['five parts', '1.2.3.4.5'],
    ['leading zero', '192.168.01.1'],
    ['negative', '-1.2.3.4'],
    ['trailing dot', '1.2.3.4.'],
    ['letters', 'a.b.c.d'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isIpv4(value)).toBe(false));
});

describe('isEmail', () => {
  it.each(['user@example.com', 'zhang.san@worksite.com.cn', 'a_b+tag@mail.qq.com', 'x@163.com', 'Name.Surname@Sub-Domain.org'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );
  it.each([
    ['no at', 'user.example.com'],
    ['two ats', 'a@b@c.com'],
    ['no domain dot', 'user@localhost'],
    ['leading dot', '.user@example.com'],
    ['double dot', 'user..name@example.com'],
    ['numeric TLD', 'user@example.123'],
    ['space', 'user name@example.com'],
    ['domain label starting with hyphen', 'user@-example.com'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isEmail(value)).toBe(false));
});

describe('isUrl (http and https)', () => {
  it.each([
    'http://example.com',
    'https://www.example.com.cn/path/to/page?x=1&y=2#top',
    'https://localhost:8080/prod-apiplus',
    'http://192.168.1.10:3000',
    'HTTPS://EXAMPLE.COM',
    'https://sub-domain.example.org/',
  ])('accepts %s', (value) => expect(isUrl(value)).toBe(true));
  it.each([
    ['ftp scheme', 'ftp://example.com'],
    ['no scheme', 'www.example.com'],
    ['no host', 'https://'],
    ['single-label host', 'http://intranet'],
    ['space in path', 'https://example.com/a b'],
    ['port too large', 'http://example.com:70000'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isUrl(value)).toBe(false));
});
