import type { FastifyInstance } from 'fastify';
import { mountGroupList } from './group-list';
import { mountMultiSelectList } from './multi-select-list';
import { mountSysDictionary } from './sys-dictionary';

/** Choice lists: SelectTableField group and multi-select lists, SysDictionary by type (SPEC §7). */
export function mountDictionaryArea(app: FastifyInstance): void {
  mountGroupList(app);
  mountMultiSelectList(app);
  mountSysDictionary(app);
}
