import type { CompanySwitchResponse, LoginResponse } from '@worksite/contract';
import { deriveMenuFunctionType, parseMenuTree, type LoginVariant } from '@worksite/permissions';
import { rawMenuArray, type CompanyTarget, type MonitorPatch, type SessionUser } from './session-user';

/** The user info a login stores (SPEC §4 Login): identity, menu tree, derived type, monitoring off. */
export function userAfterLogin(data: LoginResponse, variant: LoginVariant): SessionUser {
  const { watchCompanys, ...info } = data;
  return {
    ...info,
    jsData: rawMenuArray(data.MenuPermissions) as SessionUser['jsData'],
    menuFunctionType: deriveMenuFunctionType(parseMenuTree(data.MenuPermissions), variant),
    monitorShow: false,
    monitorInfo: undefined,
    watchCompanys: watchCompanys ?? [],
  };
}

/**
 * The user info after UpdateUserRedis (SPEC §4 company switch): the new company, its permission tree,
 * department and watched companies, the derived type, and the monitor fields when given.
 */
export function userAfterSwitch(before: SessionUser, result: CompanySwitchResponse, company: CompanyTarget, monitor?: MonitorPatch): SessionUser {
  return {
    ...before,
    CompanyId: company.id,
    CompanyName: company.name,
    GlobalProjectID: company.globalProjectId ?? before.GlobalProjectID,
    MenuPermissions: JSON.stringify(result.permissions),
    jsData: result.permissions as SessionUser['jsData'],
    fullDepartmentPath: result.fullDepartmentPath ?? before.fullDepartmentPath,
    DepartmentId: result.departmentID ?? before.DepartmentId,
    watchCompanys: result.watchCompanys ?? before.watchCompanys,
    menuFunctionType: deriveMenuFunctionType(parseMenuTree(result.permissions)),
    ...(monitor === undefined ? {} : monitor),
  };
}

/** The user info after a permission refresh: the server's copy, monitor state kept. */
export function userAfterRefresh(before: SessionUser | undefined, fresh: SessionUser): SessionUser {
  return {
    ...before,
    ...fresh,
    menuFunctionType: deriveMenuFunctionType(parseMenuTree(fresh.MenuPermissions ?? fresh.jsData ?? [])),
    monitorShow: before?.monitorShow,
    monitorInfo: before?.monitorInfo,
    watchCompanys: fresh.watchCompanys ?? before?.watchCompanys,
  };
}
