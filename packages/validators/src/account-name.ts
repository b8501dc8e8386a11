// CJK Unified Ideographs plus Extension A, so rare name characters are accepted.
const HAN = '[\\u3400-\\u4dbf\\u4e00-\\u9fff]';
const REAL_NAME = new RegExp(`^${HAN}+(·${HAN}+)*$`);
const USERNAME = /^\w{6,20}$/;
const WECHAT = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;
const QQ = /^[1-9]\d{4,10}$/;

/**
 * Real name: 2–16 Chinese characters; a middle dot between parts is allowed for minority and
 * transliterated names (`买买提·艾力`) and counts toward the length.
 */
export function isRealName(value: string): boolean {
  const length = Array.from(value).length;
  return length >= 2 && length <= 16 && REAL_NAME.test(value);
}

/** Username: 6–20 ASCII letters, digits or underscore. */
export function isUsername(value: string): boolean {
  return USERNAME.test(value);
}

/** WeChat account: 6–20 characters, starts with a letter, then letters, digits, `_` or `-`. */
export function isWechatAccount(value: string): boolean {
  return WECHAT.test(value);
}

/** QQ number: 5–11 digits, first digit not 0. */
export function isQq(value: string): boolean {
  return QQ.test(value);
}
