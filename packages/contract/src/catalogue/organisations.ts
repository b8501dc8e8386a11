import * as t from 'io-ts';
import { CompanyTreeNode } from '../codecs/company';
import { PageParams } from '../codecs/common-requests';
import { callSpec } from '../records/derive/record-catalogue';
import { organisationRecord } from '../records/organisation-record';
import { defineEndpoints } from '../define-endpoints';

const o = <K extends string>(key: K) => callSpec(organisationRecord, key);

/**
 * Organisations, suppliers and the company tree (SPEC §7 "Organisations"). The organisation and supplier calls
 * derive from the organisation declaration (records/organisation-record.ts); the company tree is not a record type.
 */
export const organisationEndpoints = defineEndpoints({
  companyOrgList: {
    method: 'GET', path: '/api/Org/QueryOrgList', pathChosen: true, access: 'session', request: PageParams,
    response: t.array(CompanyTreeNode), summary: '公司组织树（顶栏 500 条，其他处 1000 条，index 0）',
  },
  adminCompanyOrgList: {
    method: 'GET', path: '/api/Org/AdminGetAllQueryOrgList', pathChosen: true, access: 'admin', request: PageParams,
    response: t.array(CompanyTreeNode), summary: '全部公司组织树（系统管理员）',
  },
  orgList: o('list'),
  orgListByType: o('byType'),
  adminOrgListByType: o('adminByType'),
  orgInfo: o('detail'),
  orgCreate: o('create'),
  orgUpdate: o('update'),
  orgDelete: o('delete'),
  orgUpdateContactor: o('contactor'),
  supplierAdd: o('supplierAdd'),
  supplierDelete: o('supplierDelete'),
  supplierList: o('supplierList'),
  engineeringOrgList: o('engineering'),
});
