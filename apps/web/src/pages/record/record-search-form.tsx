import { Button, HStack, Wrap } from '@chakra-ui/react';
import type { ListPage } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { RecordFieldEditor } from './record-field-editor';

/** 查询条件: the filterable fields (each labelled), 查询 and 重置 (SPEC §2.10). */
export const RecordSearchForm = observer(function RecordSearchForm({ list }: { list: ListPage }) {
  if (list.searchInputs.length === 0) return null;
  return (
    <form
      role="search"
      aria-label={messages.searchConditions}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void list.search();
      }}
    >
      <Wrap gap="3" align="flex-end" mb="3">
        {list.searchInputs.map((field) => (
          <HStack key={field.key} minW="220px" maxW="280px" align="flex-start">
            <RecordFieldEditor field={field} testIdPrefix="search-error" />
          </HStack>
        ))}
        <HStack gap="2" pb="1">
          <Button type="submit" size="sm" colorPalette="blue">
            {messages.search}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void list.reset()}>
            {messages.reset}
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
});
