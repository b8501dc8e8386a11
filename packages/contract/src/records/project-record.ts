import { param } from '../call-params/call-param';
import { IdParams, ListParams, PageParams, UserProjectListParams } from '../codecs/common-requests';
import { NumberFromStringOrNumber } from '../codecs/lenient';
import { Project, ProjectPosInfo, ProjectStatus } from '../codecs/project';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { PROJECT_RELATIONS } from './project-relations';
import { recordMessages as m } from './record-messages';

const POS = '/api/TyProjectPosInfo';

/** The project a member call is about (docs/decisions/0413). */
const projectId = param.id('项目编号', ['project_id', 'ProjectID', 'id', 'rec_id'], { required: m.projectRequired });

/**
 * Projects (SPEC §3, §7 "Projects"): company scope, narrowed by district code for government users; optionally in
 * one 管理区域 of 区域设置 (docs/decisions/0430). The
 * project lists are `session` calls scoped to the caller's company: other screens (templates, orders) load
 * their project choices from them. The position-info calls (TyProjectPosInfo, paths chosen) serve the same table.
 */
export const projectRecord = declareRecord({
  name: 'project',
  title: '项目',
  table: 'projects',
  permission: { page: PAGE.projectManage, subPage: SUBPAGE.crmProject },
  scope: 'company',
  scopeColumns: { company: 'company_id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  // Its devices go with it; a plant's orders or a supervisor's records refuse the delete (docs/decisions/0510).
  relations: PROJECT_RELATIONS,
  dateOrder: [{ earlier: 'startDate', later: 'endDate' }],
  defaultSort: 'id',
  key: { fields: ['projectNo'], per: 'company' },
  api: {
    prefix: '/api/Project',
    alias: 'project',
    calls: {
      list: {
        method: 'GET', action: 'WhereProjectList', access: 'session',
        summary: '项目列表（也是项目下拉，size 100）',
      },
      detail: {
        method: 'GET', action: 'GetProjectInfo/:id',
        params: { id: param.id('项目编号', ['rec_id', 'projectId'], { required: m.projectRequired }) },
      },
      create: { method: 'POST', action: 'Add' },
      update: { method: 'POST', action: 'Update' },
      delete: { method: 'POST', action: 'Delete' },
    },
    more: {
      listOfOrder: { method: 'GET', action: 'WhereProjectListOfOrder', access: 'session', envelope: 'list', summary: '有订单的项目列表',
      },
      users: { method: 'GET', action: 'GetProjectUsers', params: { projectId } },
      orgs: { method: 'GET', action: 'GetProjectOrgs', params: { projectId } },
      joinUsers: {
        method: 'POST', action: 'UpdateJoinUser',
        params: { projectId, userIds: param.idList('用户', ['user_ids', 'UserIDs', 'userIdList']) },
      },
      joinOrgs: {
        method: 'POST', action: 'UpdateJoinOrgList',
        params: { projectId, orgIds: param.idList('组织', ['org_ids', 'OrgIDs', 'orgList', 'orgIdList']) },
      },
      header: {
        method: 'GET', action: 'getTyProjectPosInfoByUserID', path: `${POS}/getTyProjectPosInfoByUserID`,
        access: 'session', envelope: 'list', summary: '顶栏项目选择（index 0, size 500）',
        // The caller's own id (another user's only for a system administrator).
        params: { user_id: param.id('user_id', ['userId']) },
      },
      posList: {
        method: 'GET', action: 'GetListWithOutToken', path: `${POS}/GetListWithOutToken`,
        access: 'session', envelope: 'list',
      },
      posDetail: {
        method: 'GET', action: 'GetProjectDetailByID', path: `${POS}/GetProjectDetailByID`,
        access: 'session',
      },
      posAdd: { method: 'POST', action: 'AddProjectWithOutToken', path: `${POS}/AddProjectWithOutToken` },
      posUpdate: { method: 'POST', action: 'UpdateProjectWithOutToken', path: `${POS}/UpdateProjectWithOutToken` },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('projectName', '项目名称', { required: m.projectNameInputRequired, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.code('projectNo', '项目编号', { maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('projectStatus', '项目状态', 'projectStatus', { codec: ProjectStatus, required: m.projectStatusRequired, filterable: true, listed: true, excel: true }),
    field.district('districtCode', '所属区域', { filterable: true, excel: true }),
    field.remote('areaId', '管理区域', 'area', { choiceParams: { forProject: 1 }, filterable: true, excel: true }),
    field.text('address', '项目地址', { maxLength: 200, listed: true, excel: true }),
    field.geometry('lng', '经度', 'point', { codec: NumberFromStringOrNumber, kind: 'number', excel: true }),
    field.geometry('lat', '纬度', 'point', { codec: NumberFromStringOrNumber, kind: 'number', excel: true }),
    field.date('startDate', '开工日期', { filterable: true, sortable: true, listed: true, excel: true }),
    field.date('endDate', '竣工日期', { filterable: true, sortable: true, excel: true }),
    field.text('projectManager', '项目经理', { maxLength: 50, listed: true, excel: true }),
    field.phone('contactPhone', '联系电话', { excel: true }),
    field.number('contractAmount', '合同金额（万元）', { excel: true, unit: '万元', range: { min: 0 } }),
    field.multiline('description', '项目简介', { maxLength: 1000, excel: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update', 'delete', 'listOfOrder', 'users', 'orgs', 'joinUsers', 'joinOrgs'],
    calls: {
      list: { name: 'projectList', request: ListParams, response: Project },
      detail: { name: 'projectInfo', request: IdParams, response: Project },
      create: { name: 'projectAdd' },
      update: { name: 'projectUpdate' },
      delete: { name: 'projectDelete' },
      listOfOrder: { name: 'projectListOfOrder', request: ListParams, response: Project },
      users: { name: 'projectUsers' },
      orgs: { name: 'projectOrgs' },
      joinUsers: { name: 'projectUpdateJoinUser' },
      joinOrgs: { name: 'projectUpdateJoinOrgList' },
      header: { name: 'headerProjectList', request: UserProjectListParams, response: ProjectPosInfo },
      posList: { name: 'projectPosList', request: PageParams, response: ProjectPosInfo },
      posDetail: { name: 'projectPosDetail', response: Project },
      posAdd: { name: 'projectPosAdd' },
      posUpdate: { name: 'projectPosUpdate' },
    },
  },
});
