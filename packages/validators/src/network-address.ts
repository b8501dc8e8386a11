const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const LOCAL_ATOM = "[A-Za-z0-9_%+'-]+";
const EMAIL = new RegExp(`^${LOCAL_ATOM}(\\.${LOCAL_ATOM})*@(${LABEL}\\.)+[A-Za-z]{2,}$`);
const HOST = `(localhost|${OCTET}(\\.${OCTET}){3}|(${LABEL}\\.)+[A-Za-z]{2,})`;
const URL_PATTERN = new RegExp(`^https?://${HOST}(:(?<port>\\d{1,5}))?([/?#]\\S*)?$`, 'i');
const MAX_PORT = 65535;

/** IPv4 address: four dot-separated parts 0–255, no leading zeros (`192.168.1.1`). */
export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** E-mail address: local part without leading, trailing or double dots, domain with a letter TLD. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Web address with the http or https scheme, a host (domain, IPv4 or localhost), optional port and path. */
export function isUrl(value: string): boolean {
  const match = URL_PATTERN.exec(value);
  const port = match?.groups?.['port'];
  return match !== null && (port === undefined || Number(port) <= MAX_PORT);
}
