import type { Question } from './inspection-template';
import { parseQuestionList } from './parse-question-list';
import { serialiseQuestionList } from './serialise-question-list';

describe('serialiseQuestionList', () => {
  it('writes an empty list as blank text', () => {
    expect(serialiseQuestionList([])).toBe('');
  });

  it('writes fixed key order and drops unknown keys', () => {
    const q = { typeName: '润滑', content: [{ name: '油位', extra: 1, value: '', id: '7', childList: [] }] };
    expect(serialiseQuestionList([q as unknown as Question])).toBe(
      '[{"typeName":"润滑","content":[{"id":"7","name":"油位","value":"","childList":[]}]}]',
    );
  });

  it.each([
    ['[{"typeName":"a","content":[{"id":1,"name":"n","value":2}]}]'],
    ['[{"typeName":"a","content":"[{\\"name\\":\\"x\\",\\"childList\\":[{\\"name\\":\\"是\\"}]}]"}]'],
    [''],
  ])('round-trips %s through parseQuestionList', (text) => {
    const first = parseQuestionList(text, 'inspection');
    if (!first.ok) throw new Error(first.message);
    const again = parseQuestionList(serialiseQuestionList(first.questions), 'inspection');
    expect(again).toEqual(first);
  });
});
