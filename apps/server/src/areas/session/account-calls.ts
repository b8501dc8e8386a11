import type { FastifyInstance } from 'fastify';
import { loadGrants, Grants } from '../../auth/grants';
import { answer } from '../../http/answer';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { sessionEndpoints } from './session-endpoints';
import { buildProfile } from './user-profile';

/** GetUserInfo (the stored user info, fresh) and UpdateUserRedis (company switch). */
export function mountAccountCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    sessionEndpoints.userInfo,
    async ({ db, user, session, grants }) => {
      const [{ tree: _tree, ...profile }, own] = await Promise.all([
        buildProfile(db, user, session.companyId, grants),
        db.one<{ avatar: string }>('SELECT avatar FROM users WHERE id = $1', [user.id]),
      ]);
      // The avatar is for 我的账户 only: not kept in the stored user info of login.
      return { ...profile, Mobile: user.mobile, Avatar: own?.avatar ?? '' };
    },
    { allowWithoutDataAuthority: true },
  );

  mountEndpoint(
    app,
    sessionEndpoints.companySwitch,
    async ({ db, user, session, params, audit }) => {
      const companyId = Number(params.company_id ?? params.companyId);
      if (!Number.isInteger(companyId) || companyId <= 0) throw invalid(messages.invalidField('company_id'));
      const allowed =
        user.isSystemAdmin ||
        (await db.one(
          `SELECT 1 FROM user_companies WHERE user_id = $1 AND company_id = $2
           UNION ALL SELECT 1 FROM watched_companies WHERE user_id = $1 AND company_id = $2`,
          [user.id, companyId],
        ));
      const exists = await db.one('SELECT 1 FROM companies WHERE id = $1 AND if_del = 0', [companyId]);
      if (!allowed || !exists) throw noPermission();
      await db.exec('UPDATE sessions SET company_id = $2 WHERE token_hash = $1', [session.tokenHash, companyId]);
      await audit({ action: 'company-switch', table: 'sessions', recordId: user.id, before: { companyId: session.companyId }, after: { companyId } });
      const grants = user.isSystemAdmin ? Grants.everything() : await loadGrants(db, user.id, companyId, user.defaultCompanyId);
      const profile = await buildProfile(db, user, companyId, grants);
      return answer(
        {
          permissions: profile.tree,
          userID: user.id,
          userName: user.userName,
          fullDepartmentPath: profile.fullDepartmentPath,
          departmentID: profile.DepartmentId,
          watchCompanys: profile.watchCompanys,
          companyId,
          companyName: profile.CompanyName,
        },
        messages.companySwitched,
      );
    },
    { skipDecode: true },
  );
}
