import { decideRoute, isOpenPath, loginRedirectTarget, type GuardDecision } from './route-guard';

const signedIn = { hasToken: true, hasUserInfo: true, routesBuilt: true };
const signedOut = { hasToken: false, hasUserInfo: false, routesBuilt: false };

describe('isOpenPath (SPEC §2.1)', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/ysyiframe', true],
    ['/ifc', true],
    ['/404', true],
    ['/indexHomes', true],
    ['/DevelopmentConfig', true],
    ['/largeProjectseen', true],
    ['/login?redirect=%2FbackHome', true],
    ['/backHome', false],
    ['/LargeScreen/EnterpriseScreen/roster', false],
  ])('%s → %s', (path, open) => {
    expect(isOpenPath(path)).toBe(open);
  });
});

describe('decideRoute (SPEC §2.3)', () => {
  it.each<[string, object, GuardDecision]>([
    ['/', signedOut, { kind: 'redirect', to: '/backHome' }],
    ['/', signedIn, { kind: 'redirect', to: '/backHome' }],
    ['/login', signedIn, { kind: 'allowWithMessage', message: '您已经登录' }],
    ['/login', { ...signedIn, routesBuilt: false }, { kind: 'allowWithMessage', message: '您已经登录' }],
    ['/backHome', signedIn, { kind: 'allow' }],
    ['/backHome', { ...signedIn, routesBuilt: false }, { kind: 'buildRoutes' }],
    ['/deviceManage/Maintenance/template', { ...signedIn, routesBuilt: false }, { kind: 'buildRoutes' }],
    ['/login', signedOut, { kind: 'allow' }],
    ['/register', signedOut, { kind: 'allow' }],
    ['/ysyiframe', signedOut, { kind: 'allow' }],
    ['/ifc', signedOut, { kind: 'allow' }],
    ['/404', signedOut, { kind: 'allow' }],
    ['/indexHomes', signedOut, { kind: 'allow' }],
    ['/DevelopmentConfig', signedOut, { kind: 'allow' }],
    ['/largeProjectseen', signedOut, { kind: 'allow' }],
    ['/backHome', signedOut, { kind: 'redirect', to: '/login?redirect=%2FbackHome' }],
    ['/backHome?sortId=1', signedOut, { kind: 'redirect', to: '/login?redirect=%2FbackHome%3FsortId%3D1' }],
    ['/backHome', { ...signedIn, hasUserInfo: false }, { kind: 'redirect', to: '/login?redirect=%2FbackHome' }],
    ['/backHome', { ...signedIn, hasToken: false }, { kind: 'redirect', to: '/login?redirect=%2FbackHome' }],
    ['/LargeScreen/EnterpriseScreen/roster', signedOut, { kind: 'redirect', to: '/login?redirect=%2FLargeScreen%2FEnterpriseScreen%2Froster' }],
  ])('%s with %j → %j', (path, state, decision) => {
    expect(decideRoute({ ...signedOut, ...state, path })).toEqual(decision);
  });

  it('builds the login redirect', () => {
    expect(loginRedirectTarget('/a?b=1')).toBe('/login?redirect=%2Fa%3Fb%3D1');
  });
});
