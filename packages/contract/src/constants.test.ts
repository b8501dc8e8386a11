import * as c from './constants';

describe('SPEC §9 constants', () => {
  it.each([
    ['WID', c.WID, 11],
    ['FROMPLAT_PC', c.FROMPLAT_PC, 'pc'],
    ['FROMPLAT_MINAPP', c.FROMPLAT_MINAPP, 'minapp'],
    ['API_BASE', c.API_BASE, '/prod-apiplus'],
    ['UPLOAD_BASE', c.UPLOAD_BASE, '/prod-api'],
    ['REQUEST_TIMEOUT_MS', c.REQUEST_TIMEOUT_MS, 50000],
    ['PLUGIN_TIMEOUT_MS', c.PLUGIN_TIMEOUT_MS, 2000],
    ['TOKEN_REFRESH_MS', c.TOKEN_REFRESH_MS, 6840000],
    ['SUCCESS_CODES', c.SUCCESS_CODES, [0, 1, 200]],
    ['LOGIN_SUCCESS_STATUS', c.LOGIN_SUCCESS_STATUS, 1],
    ['TOKEN_SUCCESS_CODE', c.TOKEN_SUCCESS_CODE, 0],
    ['UPLOAD_SUCCESS_STATUS', c.UPLOAD_SUCCESS_STATUS, 0],
    ['DEFAULT_ORG_DATA_AUTHORITY_TYPE', c.DEFAULT_ORG_DATA_AUTHORITY_TYPE, 1],
    ['PAGE_SIZES.dictionary', c.PAGE_SIZES.dictionary, 999],
    ['PAGE_SIZES.notices', c.PAGE_SIZES.notices, 500],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
