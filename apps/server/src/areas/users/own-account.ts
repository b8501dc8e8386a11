import { endpoints, sentFieldValue, userRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { boundedText, callParams } from '../../http/call-params';
import { projectInScope } from '../../scopes/project-scope';
import { declaredField } from '../../record-types/record-values';
import { emailOf, mobileOf, realNameOf } from './user-fields';

/** True when the user field `key` is sent (under any accepted name) as blank text. */
const sentEmpty = (params: Record<string, unknown>, key: string): boolean => {
  const v = sentFieldValue(params, declaredField(userRecord, key));
  return typeof v === 'string' && v.trim() === '';
};

/** The caller's own real name, mobile, e-mail and avatar (fields sent only), validated. */
async function modifyOwnInfo(ctx: EndpointContext) {
  // Sent but empty names the field (a cleared input), before the format check.
  if (sentEmpty(ctx.params, 'realName')) throw invalid(messages.realNameRequired);
  if (sentEmpty(ctx.params, 'phone')) throw invalid(messages.mobileRequired);
  const realName = realNameOf(ctx.params, false);
  const mobile = mobileOf(ctx.params, false);
  const email = emailOf(ctx.params);
  // '' removes the avatar (as '' clears the e-mail).
  const rawAvatar = sentFieldValue(ctx.params, declaredField(userRecord, 'avatar'));
  const avatar = rawAvatar === undefined ? undefined : boundedText(rawAvatar, '头像', 300);
  if (avatar && !/^(\/|https?:\/\/)[^\s<>"']*$/.test(avatar)) throw invalid(messages.invalidField('头像'));
  const sets: string[] = [];
  const values: unknown[] = [ctx.user.id];
  for (const [col, v] of [['real_name', realName], ['mobile', mobile], ['email', email], ['avatar', avatar]] as const) {
    if (v === undefined) continue;
    values.push(v);
    sets.push(`${col} = $${values.length}`);
  }
  if (!sets.length) throw invalid(messages.badRequest);
  return ctx.db.tx(async (q) => {
    const before = await q.one('SELECT real_name, mobile, email, avatar FROM users WHERE id = $1', [ctx.user.id]);
    const after = await q.one(`UPDATE users SET ${sets.join(', ')}, update_time = now() WHERE id = $1 RETURNING real_name, mobile, email, avatar`, values);
    await ctx.audit({ action: 'modify-my-info', table: 'users', recordId: ctx.user.id, before, after }, q);
    return answer({ id: ctx.user.id, realName: after?.real_name, phone: after?.mobile, email: after?.email, avatar: after?.avatar }, messages.modified);
  });
}

/** ModifyMyInfo, ModifyEmployee (same own-account change), PCUpdateDefaultUser, UpdateUserProjectID. */
export function mountOwnAccount(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.modifyMyInfo, modifyOwnInfo, { skipDecode: true });
  mountEndpoint(app, endpoints.modifyEmployee, modifyOwnInfo, { skipDecode: true });

  mountEndpoint(
    app,
    endpoints.updateDefaultUser,
    async (ctx) => {
      const { companyId } = callParams(endpoints.updateDefaultUser, ctx.params);
      return ctx.db.tx(async (q) => {
        const member = await q.one('SELECT 1 FROM user_companies WHERE user_id = $1 AND company_id = $2', [ctx.user.id, companyId]);
        if (!member) throw noPermission();
        await q.exec('UPDATE users SET default_company_id = $2, update_time = now() WHERE id = $1', [ctx.user.id, companyId]);
        await ctx.audit({ action: 'default-company', table: 'users', recordId: ctx.user.id, before: { companyId: ctx.user.defaultCompanyId }, after: { companyId } }, q);
        return answer({ companyId }, messages.saved);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.updateUserProject,
    async (ctx) => {
      const { projectId } = callParams(endpoints.updateUserProject, ctx.params);
      return ctx.db.tx(async (q) => {
        const project = await projectInScope(q, ctx, projectId);
        await q.exec('UPDATE sessions SET project_id = $2 WHERE token_hash = $1', [ctx.session.tokenHash, projectId]);
        await ctx.audit({ action: 'current-project', table: 'sessions', recordId: ctx.user.id, before: { projectId: ctx.session.projectId }, after: { projectId } }, q);
        return answer({ projectId, projectName: project.project_name, projectNo: project.project_no }, messages.saved);
      });
    },
    { skipDecode: true },
  );
}
