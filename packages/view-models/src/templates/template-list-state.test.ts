import 'reflect-metadata';
import { FileTransfer, endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { TemplateListViewModel } from './template-list-view-model';

/** The rig with the file port the list's Excel part takes (no file moves here). */
function pageRig() {
  const rig = createTestRig();
  const noFiles = () => Promise.reject(new Error('no file moves here'));
  rig.container.bind<FileTransfer>(FileTransfer).toConstantValue({ download: noFiles, upload: noFiles });
  return rig;
}

describe('the template list’s page and size in the URL (docs/decisions/0590)', () => {
  it('opens at the page and size named, ignores what it does not keep, and writes them back', async () => {
    const rig = pageRig();
    const asked: unknown[] = [];
    rig.gateway.on(endpoints.templateList, (p) => {
      asked.push([p.index, p.size]);
      return { data: [{ id: 1 }], page: { has_next: false, has_prev: true, p_index: p.index, p_size: p.size, record_count: 31 } } as never;
    });
    const list = rig.container.get(TemplateListViewModel);
    await list.data.openAt('page=2&size=30&status=3&sort=id');
    expect([list.pageIndex, list.pageSize, list.data.urlQuery, asked]).toEqual([2, 30, 'page=2&size=30', [[2, 30]]]);
  });
});
