import * as t from 'io-ts';
import { param } from '../call-params/call-param';
import { IdParams, ListParams } from '../codecs/common-requests';
import { Organisation } from '../codecs/organisation';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { perm } from '../define-endpoints';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const supplier = (button: 'add' | 'delete' | 'search') => perm(PAGE.orgManage, SUBPAGE.supplier, button);

/** Parameters of the hand-written organisation calls (docs/decisions/0413). */
const byTypeParams = {
  orgType: param.id('组织类型', ['org_type', 'type', 'OrgType']),
  orgName: param.text('组织名称', ['keyword'], { maxLength: 100 }),
} as const;
const orgId = param.id('组织编号', ['rec_id', 'orgId', 'org_id'], { required: m.orgRequired });

/** Organisations and suppliers (SPEC §7 "Organisations"): company scope; orgType is a company-type code. */
export const organisationRecord = declareRecord({
  name: 'organisation',
  title: '组织机构',
  table: 'organisations',
  permission: { page: PAGE.orgManage, subPage: SUBPAGE.organisation },
  scope: 'company',
  scopeColumns: { company: 'company_id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Org',
    alias: 'org',
    calls: {
      list: { method: 'GET', action: 'GetOrgList' },
      detail: { method: 'GET', action: 'GetOrgInfo' },
      create: { method: 'POST', action: 'CreateOrg' },
      update: { method: 'POST', action: 'UpdateOrg' },
      delete: { method: 'POST', action: 'DeleteOrg' },
    },
    more: {
      byType: { method: 'GET', action: 'QueryOrgListByType', access: 'session', envelope: 'list', summary: '按类型的组织下拉', params: byTypeParams,
      },
      adminByType: { method: 'GET', action: 'AdminGetAllQueryOrgListByType', access: 'admin', envelope: 'list', params: byTypeParams,
      },
      contactor: {
        method: 'POST', action: 'UpdateOrgContactor',
        params: {
          id: orgId,
          contactor: param.text('联系人', ['Contactor'], { required: m.contactorRequired, maxLength: 50 }),
          contactPhone: param.text('联系电话', ['contact_phone', 'phone'], { maxLength: 20 }),
        },
      },
      // An organisation of the scope marked as a supplier (id), or a new supplier organisation (orgName required then).
      supplierAdd: {
        method: 'POST', action: 'Supply', access: supplier('add'),
        params: {
          id: param.id('组织编号', ['orgId', 'org_id', 'rec_id']),
          orgName: param.text('组织名称', ['org_name'], { maxLength: 100 }),
          orgType: param.id('组织类型', ['org_type']),
          contactor: param.text('联系人', [], { maxLength: 50 }),
          contactPhone: param.text('联系电话', ['contact_phone'], { maxLength: 20 }),
        },
      },
      supplierDelete: { method: 'POST', action: 'DeleteSupply', access: supplier('delete'), params: { id: orgId } },
      supplierList: { method: 'POST', action: 'GetSupplys', access: supplier('search'), envelope: 'list',
        params: byTypeParams,
      },
      engineering: {
        method: 'GET', action: 'GetOrgListByEngineeringID', path: '/api/Engineering/GetOrgListByEngineeringID',
        access: 'session', summary: '工程参建单位',
        // The engineering id is the project id.
        params: { engineeringID: param.id('工程编号', ['EngineeringID', 'engineeringId', 'projectId', 'id'], { required: m.projectRequired }) },
      },
    },
  },
  fields: [
    field.id(),
    field.text('orgName', '组织名称', { required: m.orgNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('orgType', '组织类型', 'companyType', { required: m.orgTypeRequired, filterable: true, listed: true, excel: true }),
    field.remote('parentId', '上级组织', 'organisation', { filterable: true }),
    field.text('creditCode', '统一社会信用代码', { maxLength: 18, filterable: true, listed: true, excel: true }),
    field.text('contactor', '联系人', { maxLength: 50, listed: true, excel: true }),
    field.phone('contactPhone', '联系电话', { listed: true, excel: true }),
    field.text('address', '地址', { maxLength: 200, excel: true }),
    field.district('districtCode', '所属区域', { filterable: true, excel: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update', 'delete', 'byType', 'adminByType', 'contactor', 'supplierAdd', 'supplierDelete', 'supplierList', 'engineering'],
    calls: {
      list: { name: 'orgList', request: ListParams, response: Organisation },
      detail: { name: 'orgInfo', request: IdParams, response: Organisation },
      create: { name: 'orgCreate' },
      update: { name: 'orgUpdate' },
      delete: { name: 'orgDelete', request: IdParams },
      byType: { name: 'orgListByType', request: ListParams, response: Organisation },
      adminByType: { name: 'adminOrgListByType', request: ListParams, response: Organisation },
      contactor: { name: 'orgUpdateContactor' },
      supplierAdd: { name: 'supplierAdd' },
      supplierDelete: { name: 'supplierDelete' },
      supplierList: { name: 'supplierList', request: ListParams, response: Organisation },
      engineering: { name: 'engineeringOrgList', response: t.array(Organisation) },
    },
  },
});
