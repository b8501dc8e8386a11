// Imported by jest's global setup and teardown, which run outside jest's module mapper: no workspace imports here.
/** Environment variable naming the directory (made by global-setup) of the signed-in states, one file per account. */
export const AUTH_DIR_ENV = 'E2E_AUTH_DIR';
