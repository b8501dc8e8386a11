import { DEVICE_TYPE_NAMES } from '@worksite/templates';
import type { SeedStep } from '../shared/seed-step';

/** Device types offered beside those of SPEC §2.9 (their viewer uses the general style). */
const EXTRA_DEVICE_TYPES = ['塔式起重机', '施工升降机', '物料提升机'];

/**
 * Dictionary rows: the device types of tableName routInspManage / fieldName DeviceType (shared by every
 * company), and a few SysDictionary entries (GetListByType) not covered by the lookup tables.
 */
export const seedDictionary: SeedStep = async (q) => {
  const deviceTypes = [...Object.values(DEVICE_TYPE_NAMES), ...EXTRA_DEVICE_TYPES];
  for (const [i, name] of deviceTypes.entries()) {
    await q.exec(`INSERT INTO select_table_field (company_id, table_name, field_name, xu_hao, sel_content) VALUES (NULL, 'routInspManage', 'DeviceType', $1, $2)`, [i + 1, name]);
  }
  const sys: [string, string[]][] = [
    ['inspectionCycle', ['每日', '每周', '每月', '每季度']],
    ['maintenanceLevel', ['日常保养', '一级保养', '二级保养']],
  ];
  for (const [type, labels] of sys) {
    for (const [i, label] of labels.entries()) {
      await q.exec(`INSERT INTO select_table_field (company_id, table_name, field_name, xu_hao, sel_content) VALUES (NULL, 'SysDictionary', $1, $2, $3)`, [type, i + 1, label]);
    }
  }
};
