import { addGroup, addOption, addQuestion, nextEntryId, removeGroup, removeOption, removeQuestion, renameGroup, renameOption, renameQuestion } from './checklist-edits';
import { parseQuestionList } from './parse-question-list';
import { serialiseQuestionList } from './serialise-question-list';

const SEED = '[{"typeName":"日常检查","content":[{"id":"1","name":"电源是否正常","value":"正常","childList":[{"id":"a","name":"正常","value":"正常","childList":[]},{"id":"b","name":"异常","value":"异常","childList":[]}]}]}]';

function parsed(text: string) {
  const r = parseQuestionList(text, 'inspection');
  if (!r.ok) throw new Error(r.message);
  return r.questions;
}

describe('checklist edits (docs/decisions/0392)', () => {
  it('builds a list from nothing into the exact SPEC question-list text', () => {
    let q = addGroup([]);
    q = renameGroup(q, 0, '日常检查');
    q = addQuestion(q, 0);
    q = renameQuestion(q, 0, 0, '电源是否正常');
    q = addOption(q, 0, 0);
    q = renameOption(q, 0, 0, 2, '待复查');
    expect(serialiseQuestionList(q)).toBe(
      '[{"typeName":"日常检查","content":[{"id":"1","name":"电源是否正常","value":"","childList":[' +
        '{"id":"2","name":"正常","value":"正常","childList":[]},{"id":"3","name":"异常","value":"异常","childList":[]},' +
        '{"id":"4","name":"待复查","value":"待复查","childList":[]}]}]}]',
    );
  });

  it('leaves the text unchanged when nothing is edited (parse → serialise)', () => {
    expect(serialiseQuestionList(parsed(SEED))).toBe(SEED);
  });

  it('keeps what it does not edit: ids, the preset answer (renamed with its option, cleared with it)', () => {
    const q = parsed(SEED);
    const renamed = renameOption(q, 0, 0, 0, '良好');
    expect(renamed[0]!.content[0]!.value).toBe('良好');
    expect(renamed[0]!.content[0]!.childList.map((o) => [o.id, o.name, o.value])).toEqual([['a', '良好', '良好'], ['b', '异常', '异常']]);
    const removed = removeOption(q, 0, 0, 0);
    expect(removed[0]!.content[0]!.value).toBe('');
    expect(removed[0]!.content[0]!.childList.map((o) => o.id)).toEqual(['b']);
    expect(q[0]!.content[0]!.childList).toHaveLength(2); // the input is not changed
  });

  it('removes questions and groups; an emptied list is the empty text', () => {
    const q = parsed(SEED);
    expect(removeQuestion(q, 0, 0)[0]!.content).toEqual([]);
    expect(serialiseQuestionList(removeGroup(q, 0))).toBe('');
  });

  it('gives fresh ids above the largest numeric one', () => {
    expect(nextEntryId([])).toBe('1');
    expect(nextEntryId(parsed(SEED))).toBe('2');
    expect(addQuestion(parsed(SEED), 0)[0]!.content[1]!.id).toBe('2');
  });
});
