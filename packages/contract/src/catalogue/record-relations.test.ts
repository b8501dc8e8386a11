import { endpoints } from './endpoints';
import { callName } from '../records/declaration/declare-record';
import { DELETE_PREVIEW_CALL } from '../records/declaration/relations';
import { projectRecord } from '../records/project-record';
import { deleteOutcome, recordName, relationsOf } from '../records/record-relations';
import { recordTypes } from '../records/record-types';

const catalogue = endpoints as unknown as Record<string, { path: string; method: string; access: unknown } | undefined>;

/**
 * Types whose records name a project but that a project's delete neither refuses nor takes along, and why
 * (docs/decisions/0510): history without a delete of its own (it stays, the project's history: 0512), records
 * reached through another relation, or records where the project is context.
 */
const NOT_RELATED: Readonly<Record<string, string>> = {
  aiEvent: 'history', attendance: 'history', attendanceTeamDay: 'history', attendanceMonth: 'history', vehiclePassage: 'history', gatePassage: 'history', wagePayment: 'history', concCycRec: 'history',
  alarmRecord: 'history', environmentAlarm: 'history', gasAlarm: 'history', positionAlarm: 'history', pushRecord: 'history',
  concTask: 'through its order (refused)',
  payrollLine: 'through its sheet (refused: the wage ledger is kept, docs/decisions/0680)',
  blacklistEntry: 'context', rewardRecord: 'context', template: 'context',
};

/**
 * The types that declare relations: projects (0510); the trees and owners whose delete was refused by hand before
 * (0513): a company's 下级公司, a department's 下级部门, a role group's 角色, a customer's 拜访记录, a menu's 子菜单.
 */
const EXPECTED_DECLARING = ['company', 'customer', 'department', 'menu', 'project', 'qualityCheck', 'roleGroup', 'safetyCheck'];

/** Every declaration with relations, each relation one row. */
const declared = Object.values(recordTypes).flatMap((rt) => (rt.relations ?? []).map((r) => [rt.name, r.type, rt] as const));

describe('declared relations (docs/decisions/0510)', () => {
  test('which types declare relations, each referring type once per declaring type', () => {
    expect([...new Set(declared.map(([name]) => name))].sort()).toEqual(EXPECTED_DECLARING);
    for (const name of EXPECTED_DECLARING) {
      const types = declared.filter(([n]) => n === name).map(([, type]) => type);
      expect(new Set(types).size).toBe(types.length);
    }
  });

  test.each(declared)('%s ← %s: the referring field is a choice of the declaring type; a type taken along can be soft-deleted', (name, type, rt) => {
    const r = relationsOf(rt).find((x) => x.type === type)!;
    expect(r.by.input).toMatchObject({ type: 'remote', source: name });
    if (name === 'project') expect(r.by.column).toBe('project_id');
    expect(r.label).not.toBe('');
    expect(['台', '个', '名', '条', '辆', '张']).toContain(r.unit);
    if (r.onDelete === 'cascade') expect(r.from.softDeleteColumn).toBe('if_del');
  });

  test('every type whose field refers to a project is related or named as not related', () => {
    const referring = Object.values(recordTypes)
      .filter((rt) => rt.name !== 'project' && rt.fields.some((f) => f.input?.type === 'remote' && f.input.source === 'project' && f.column === 'project_id'))
      .map((rt) => rt.name)
      .sort();
    expect(referring).toEqual([...declared.filter(([name]) => name === 'project').map(([, type]) => type), ...Object.keys(NOT_RELATED)].sort());
  });

  test('a declaration naming an unknown type, an unknown field or a type without soft delete is an error', () => {
    const withRelation = (relation: object) => ({ ...projectRecord, relations: [relation] }) as never;
    expect(() => relationsOf(withRelation({ type: 'nothing', field: 'projectId', onDelete: 'refuse', unit: '个' }))).toThrow('relation names no registered type nothing');
    expect(() => relationsOf(withRelation({ type: 'worker', field: 'nothing', onDelete: 'refuse', unit: '名' }))).toThrow('worker has no field nothing');
    expect(() => relationsOf(withRelation({ type: 'aiEvent', field: 'projectId', onDelete: 'cascade', unit: '条' }))).toThrow('aiEvent has no soft-delete column');
  });

  test('the delete preview call: derived for a type with relations and a delete, guarded by the delete button', () => {
    const api = projectRecord.api;
    const name = callName(api, api.more![DELETE_PREVIEW_CALL]!);
    expect(name).toBe('projectDeletePreview');
    expect(catalogue[name]).toMatchObject({ method: 'GET', path: '/api/Project/DeletePreview', access: { page: 'projectManage', subPage: 'crmProject', button: 'delete' } });
    const without = Object.values(recordTypes).filter((rt) => !rt.relations?.length && rt.api?.more?.[DELETE_PREVIEW_CALL] !== undefined);
    expect(without).toEqual([]);
  });

  test('the messages: the record by name with what goes with it, or the first refusing relation with its count', () => {
    const dust = { type: 'dustDevice', label: '扬尘监测设备', unit: '台', onDelete: 'cascade', count: 3 } as const;
    const people = { type: 'worker', label: '人员', unit: '名', onDelete: 'cascade', count: 1 } as const;
    const orders = { type: 'concOrder', label: '混凝土订单', unit: '个', onDelete: 'refuse', count: 2 } as const;
    expect(deleteOutcome(projectRecord, 'A', [dust, { ...people, count: 0 }])).toEqual({ confirm: '此操作将永久删除项目「A」及其下3台扬尘监测设备, 是否继续?' });
    expect(deleteOutcome(projectRecord, 'A', [dust, people]).confirm).toBe('此操作将永久删除项目「A」及其下3台扬尘监测设备、1名人员, 是否继续?');
    expect(deleteOutcome(projectRecord, '', [])).toEqual({ confirm: '此操作将永久删除该项目, 是否继续?' });
    expect(deleteOutcome(projectRecord, 'A', [dust, orders]).refused).toBe('该项目下还有2个混凝土订单，不能删除');
    expect(recordName(projectRecord, { projectName: '南山科技园综合楼项目', projectNo: 'HJ-2025-001' })).toBe('南山科技园综合楼项目');
  });
});
