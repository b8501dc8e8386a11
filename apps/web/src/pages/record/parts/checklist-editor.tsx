import { Box, Button, Flex, HStack, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { CHECKLIST_LABELS as L } from '@worksite/templates';
import type { ChecklistEditorViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { SectionTable } from '../../../widgets/record-viewer';

/** The four lists' tabs: 巡检内容 (n) … */
const SectionTabs = observer(function SectionTabs({ vm }: { vm: ChecklistEditorViewModel }) {
  return (
    <HStack role="tablist" gap="2" wrap="wrap" mb="3">
      {vm.sections.map((s) => {
        const active = s.section === vm.activeSection;
        return (
          <Button
            key={s.section}
            role="tab"
            aria-selected={active}
            size="xs"
            variant={active ? 'solid' : 'outline'}
            colorPalette="blue"
            data-section={s.section}
            onClick={() => vm.select(s.section)}
          >
            {`${s.label} (${vm.questionCount(s.section)})`}
          </Button>
        );
      })}
    </HStack>
  );
});

/** Groups → questions → answer options of the active list. */
const Groups = observer(function Groups({ vm }: { vm: ChecklistEditorViewModel }) {
  return (
    <Stack gap="3">
      {vm.questions.length === 0 && (
        <Text fontSize="sm" color="gray.500">
          {L.emptyList}
        </Text>
      )}
      {vm.questions.map((q, g) => (
        <Box key={g} borderWidth="1px" borderRadius="md" p="3" data-testid="checklist-group">
          <HStack mb="2">
            <Input size="sm" aria-label={`${L.groupName}${g + 1}`} placeholder={L.groupName} value={q.typeName} onChange={(e) => vm.renameGroup(g, e.target.value)} />
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => vm.removeGroup(g)}>
              {L.removeGroup}
            </Button>
          </HStack>
          <Stack gap="2" ps="4">
            {q.content.map((item, i) => (
              <Box key={i} data-testid="checklist-question">
                <HStack>
                  <Input size="sm" aria-label={`${L.question}${i + 1}`} placeholder={L.question} value={item.name} onChange={(e) => vm.renameQuestion(g, i, e.target.value)} />
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => vm.removeQuestion(g, i)}>
                    {L.removeQuestion}
                  </Button>
                </HStack>
                <Flex gap="2" wrap="wrap" mt="1" ps="4" align="center">
                  {item.childList.map((o, k) => (
                    <HStack key={k} gap="0">
                      <Input size="xs" width="6rem" aria-label={`${L.option}${k + 1}`} placeholder={L.option} value={o.name} onChange={(e) => vm.renameOption(g, i, k, e.target.value)} />
                      <Button size="xs" variant="ghost" aria-label={`${L.removeOption}${k + 1}`} onClick={() => vm.removeOption(g, i, k)}>
                        ×
                      </Button>
                    </HStack>
                  ))}
                  <Button size="xs" variant="outline" onClick={() => vm.addOption(g, i)}>
                    {L.addOption}
                  </Button>
                </Flex>
              </Box>
            ))}
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => vm.addQuestion(g)}>
              {L.addQuestion}
            </Button>
          </Stack>
        </Box>
      ))}
      <Button size="sm" variant="outline" colorPalette="blue" alignSelf="flex-start" onClick={vm.addGroup}>
        {L.addGroup}
      </Button>
    </Stack>
  );
});

/** A list the editor cannot read: its message and its text to fix, or 清空. */
const Unreadable = observer(function Unreadable({ vm }: { vm: ChecklistEditorViewModel }) {
  const label = vm.sections.find((s) => s.section === vm.activeSection)?.label ?? '';
  return (
    <Stack gap="2">
      <Text color="red.500" fontSize="sm" data-testid="error-checklist">
        {vm.error}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {L.fixText}
      </Text>
      <Textarea size="sm" rows={4} aria-label={label} value={vm.text} onChange={(e) => vm.setText(e.target.value)} />
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => vm.setText('')}>
        {L.clearList}
      </Button>
    </Stack>
  );
});

/**
 * The template dialog's checklist editor (issue 11, docs/decisions/0392): a tab per question list, its groups,
 * questions and answer options, and beside them the SPEC §2.9 viewer's table of the list as it will show.
 */
export const ChecklistEditor = observer(function ChecklistEditor({ vm }: { vm: ChecklistEditorViewModel }) {
  const preview = vm.preview;
  return (
    <Box gridColumn="1 / -1" data-testid="checklist-editor">
      <SectionTabs vm={vm} />
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Box flex="1" minW="0">
          {vm.error !== undefined ? <Unreadable vm={vm} /> : <Groups vm={vm} />}
        </Box>
        <Box flex="1" minW="0" data-testid="checklist-preview">
          <Heading as="h3" size="xs" color="gray.600" mb="2">
            {L.preview}
          </Heading>
          {preview !== undefined && <SectionTable section={preview} />}
        </Box>
      </Flex>
    </Box>
  );
});
