import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { workerCertificateHooks } from './certificate-hooks';
import { contractTemplateHooks, labourContractHooks } from './contract-hooks';
import { mountContractPrint } from './contract-print';
import { installCertificateExpiryJob } from './expiry-job';

/** 证书管理, 合同模板, 合同台账 (issue 21, Deliver 5 and 6; docs/decisions/0650–0655) on the generic mount. */
export const certificateRecordMounts: RecordMountTable = {
  workerCertificate: { hooks: workerCertificateHooks },
  contractTemplate: { hooks: contractTemplateHooks },
  labourContract: { hooks: labourContractHooks },
};

/** The area's own call (打印合同) and its daily job (证书到期提醒). */
export function mountCertificatesArea(app: FastifyInstance): void {
  mountContractPrint(app);
  installCertificateExpiryJob(app);
}
