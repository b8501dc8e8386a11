import { decodeWith } from '../decode-with';
import { endpointList, endpoints } from './endpoints';
import { callParamNames, clashingParamNames, param, sentCallParam, type CallParamKind } from '../call-params/call-param';
import { callParamsCodec } from '../call-params/call-params-codec';

const declaring = endpointList.filter((e) => e.params !== undefined);
const KINDS: readonly CallParamKind[] = ['id', 'idList', 'text', 'json', 'value'];

describe('declared call parameters (docs/decisions/0413)', () => {
  test('the hand-written calls that declare them: exactly these 50 catalogue entries', () => {
    expect(declaring.map((e) => e.name).sort()).toEqual([
      'accessDeviceResetAccessDeviceKey', 'adminOrgListByType', 'alarmRecordExport', 'alarmRecordList', 'areaWhereAreaList', 'attendanceCorrectAttendance', 'concCycRecGetStatistics', 'concDeviceQueryDeviceInfoPageByMonitor',
      'concFormulaMaterialGetDeviceDetail', 'concFormulaPCGetFormulaNameDevid', 'concOrderAccountOrderPage', 'concProductAccountProductConsump',
      'concProductAccountProductPage', 'concTaskCreateTransProduct', 'concTaskModifyTransProductArrived', 'concTaskMultiCreateConcProduct',
      'concTaskMultiModifyConcTaskStatus', 'concTaskMultiUpdateConcProduct', 'concTaskWhereProductListByOrderId', 'concTaskWhereTransProductList',
      'employeeWhereUserList', 'engineeringOrgList', 'environmentAlarmExport', 'environmentAlarmWhereEnvironmentAlarmList',
      'gasAlarmWhereGasAlarmList', 'headerProjectList', 'labourContractGetContractText', 'orgListByType', 'orgUpdateContactor', 'payrollLineConfirmPayrollLine', 'payrollSheetComputePayrollSheet', 'positionAlarmWherePositionAlarmList',
      'projectInfo', 'projectOrgs', 'qualityCheckItemRaiseHazardFromItem', 'safetyCheckItemRaiseHazardFromItem', 'projectUpdateJoinOrgList', 'projectUpdateJoinUser', 'projectUsers', 'roleUpdateMenus',
      'screenGetHntscsctj', 'supplierAdd', 'supplierDelete', 'supplierList', 'updateDefaultUser', 'updateUserProject', 'userAudit',
      'userCreate', 'userEdit', 'userExport', 'userList', 'userUpdateRole', 'userUpdateWatchedCompanies', 'userWatchedCompanies', 'workerGetWorkerIdCard',
    ].sort());
  });

  test.each(declaring.map((e) => [e.name, e] as const))('%s: every name it accepts belongs to one parameter, once', (_name, e) => {
    expect(clashingParamNames(e.params!)).toEqual([]);
  });

  test.each(declaring.map((e) => [e.name, e] as const))('%s: kinds, labels, messages and bounds are well formed', (_name, e) => {
    for (const [name, p] of Object.entries(e.params!)) {
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(KINDS).toContain(p.kind);
      expect(p.label.trim()).not.toBe('');
      for (const alias of p.aliases) expect(alias).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      if (p.required !== undefined) {
        expect(['id', 'text']).toContain(p.kind);
        expect(p.required).toMatch(/^(请|记录编号不正确)/);
      }
      if (p.maxLength !== undefined) expect(p.kind === 'text' && p.maxLength > 0).toBe(true);
      if (p.maxItems !== undefined) expect(p.kind === 'idList' && p.maxItems > 0).toBe(true);
      if (p.format !== undefined) expect(p.kind).toBe('text');
    }
  });

  test('a clash is found: a name two parameters accept, or a parameter naming itself again', () => {
    expect(clashingParamNames({ userId: param.id('用户', ['id']), id: param.id('编号') })).toEqual(['id']);
    expect(clashingParamNames({ userId: param.id('用户', ['user_id', 'userId']) })).toEqual(['userId']);
  });

  test('the names of a parameter: its own first, then its aliases in order; the first non-blank value is the one read', () => {
    const userId = endpoints.userUpdateRole.params.userId;
    expect(callParamNames('userId', userId)).toEqual(['userId', 'user_id', 'UserID', 'id']);
    expect(sentCallParam({ UserID: '7', id: '9' }, 'userId', userId)).toBe('7');
    expect(sentCallParam({ userId: ' ', user_id: null, id: 9 }, 'userId', userId)).toBe(9);
    expect(sentCallParam({ rec_id: 9 }, 'userId', userId)).toBeUndefined();
  });

  test('required ones carry the message the call answers when they are missing', () => {
    expect(endpoints.projectUsers.params.projectId.required).toBe('请选择项目');
    expect(endpoints.updateDefaultUser.params.companyId.required).toBe('请选择所属公司');
    expect(endpoints.orgUpdateContactor.params.contactor).toMatchObject({ required: '请输入联系人', maxLength: 50 });
    expect(endpoints.userUpdateRole.params.userId.required).toBe('记录编号不正确');
    expect(endpoints.userUpdateRole.params.companyId.required).toBeUndefined();
  });

  test('the watched-companies requests derive from the declaration: main names, required ones required', () => {
    const read = endpoints.userWatchedCompanies.request;
    expect(decodeWith(read, { id: '7' })).toEqual({ ok: true, value: { id: 7 } });
    expect(decodeWith(read, {}).ok).toBe(false);
    const update = endpoints.userUpdateWatchedCompanies.request;
    expect(decodeWith(update, { id: 7, companyIds: [3, '4'] })).toEqual({ ok: true, value: { id: 7, companyIds: [3, 4] } });
    expect(decodeWith(update, { id: 7, companyIds: '3,4' }).ok).toBe(true);
    expect(decodeWith(callParamsCodec({ name: param.text('名称', [], { required: '请输入名称' }) }), { name: 5 })).toEqual({ ok: true, value: { name: '5' } });
  });
});
