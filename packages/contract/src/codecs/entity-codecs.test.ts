import type * as t from 'io-ts';
import { decodeWith } from '../decode-with';
import { ChartPoint, ChartSeries } from './chart-series';
import { Company, CompanyTreeNode, Department, WatchedCompany } from './company';
import { DictionaryOption } from './dictionary-option';
import { ListPage, ListResponse } from './list-response';
import { MapMarker } from './map-marker';
import { MenuNode } from './menu-node';
import { Notice } from './notice';
import { Organisation } from './organisation';
import { PasswordForm } from './password-form';
import { Project, ProjectPosInfo } from './project';
import { StoredSelections } from './stored-selections';
import { TreeParent } from './tree-parent';
import { UploadResponse } from './upload-response';
import { User } from './user';

const page = { has_next: true, has_prev: false, p_index: 1, p_size: 10, record_count: 31 };

/** [codec, SPEC-shaped sample that must decode, wrongly typed sample that must not]. */
const table: ReadonlyArray<readonly [string, t.Mixed, unknown, unknown]> = [
  ['WatchedCompany', WatchedCompany, { companyID: 2, companyName: '乙公司' }, { companyID: '乙', companyName: '乙公司' }],
  [
    'CompanyTreeNode',
    CompanyTreeNode,
    { id: 1, companyname: '集团', GlobalProjectID: 'g', children: [{ id: 2, companyname: '子公司', children: [{ id: 3, companyname: '项目部' }] }] },
    { id: 1, companyname: '集团', children: [{ id: 2 }] },
  ],
  ['Company', Company, { id: 1, companyName: '集团', companyType: '9' }, { id: 1 }],
  ['Department', Department, { id: 1, departmentName: '工程部', companyId: 1 }, { id: 1, departmentName: 3 }],
  ['ProjectPosInfo', ProjectPosInfo, { id: 1, projectName: '一号项目', projectNo: 'P-001' }, { id: 1, projectNo: 'P' }],
  [
    'Project',
    Project,
    { id: '1', projectName: '一号项目', projectStatus: 3, lng: '120.38', lat: 36.06, startDate: '2024-01-01' },
    { id: 1, projectName: '一号项目', projectStatus: 6 },
  ],
  ['MenuNode (Pascal)', MenuNode, { ID: 1, PagePermission: 'deviceManage', TypeStr: '菜单', IsShowStr: '是', Children: [{ ID: 2 }] }, { Children: 'x' }],
  ['MenuNode (camel)', MenuNode, { id: '1', pagePermission: 'a', typeStr: '菜单', menuFunctionType: '0', children: [] }, { children: [{ id: {} }] }],
  ['ListPage', ListPage, page, { ...page, record_count: 'many' }],
  ['ListResponse', ListResponse(ProjectPosInfo), { status: 1, data: [{ id: 1, projectName: 'a' }], page }, { data: [{ id: 1 }], page }],
  ['DictionaryOption', DictionaryOption, { xuHao: 1, selContent: '搅拌站' }, { xuHao: 1 }],
  ['UploadResponse', UploadResponse, { status: 0, data: '/upload/a.png', detail: '文件上传成功' }, { status: 'ok' }],
  ['PasswordForm', PasswordForm, { oldPwd: 'a', userPwd: 'b', userPwdNew: 'b' }, { oldPwd: 'a', userPwd: 'b' }],
  ['TreeParent', TreeParent, { id: 1, pId: 0, employeePermissionId: 4, title: '设备管理', subs: [{ id: 2, title: '维保模板' }] }, { pId: 1 }],
  ['MapMarker', MapMarker, { id: 1, title: '一号项目', center: { lng: 120.1, lat: '36.2' }, iconStyle: 'inProgress', color: '#0f0', color2: '#090' }, { id: 1, center: { lng: 1 } }],
  ['ChartPoint', ChartPoint, { name: '在线', value: '12' }, { name: '在线', value: 'x' }],
  ['ChartSeries', ChartSeries, { name: '设备', data: [{ name: 'a', value: 1 }], color: '#fff' }, { name: '设备', data: {} }],
  ['Notice', Notice, { id: 1, title: '停电通知', content: '…', noticeType: 1, createTime: '2024-01-01 08:00', sysNoticeIsRead: '0' }, { id: 1, title: 't', sysNoticeIsRead: 2 }],
  ['Organisation', Organisation, { id: 1, orgName: '监理公司', orgType: 7, contactPhone: 13800000000 }, { id: 1, orgName: '监理公司', orgType: 'x' }],
  ['User', User, { id: 1, userName: 'zhangsan', userAuthType: 0, isSystemAdmin: '1', auditStatus: 2 }, { id: 1, userName: 'a', auditStatus: 4 }],
  ['StoredSelections', StoredSelections, { COMPANY_Id: '1,5', PROJECT_ID: 3, curMenuFunctionType: '1', menuRecord: { status: false } }, { COMPANY_Id: 5 }],
];

describe.each(table)('%s', (_name, codec, good, bad) => {
  it('accepts a SPEC-shaped sample', () => {
    const r = decodeWith(codec, good);
    if (!r.ok) throw r.error;
    expect(r.ok).toBe(true);
  });
  it('refuses a wrongly typed sample', () => {
    expect(decodeWith(codec, bad).ok).toBe(false);
  });
});
