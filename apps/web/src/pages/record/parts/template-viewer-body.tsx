import { DataList, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RecordViewerViewModel } from '@worksite/view-models';
import { RecordViewer } from '../../../widgets/record-viewer';

/**
 * The template detail's body: what the template is (模板名称, 项目名称, 设备类型, 模板描述; decision 0623), then the
 * SPEC §2.9 record viewer (or the reason it has nothing to show).
 */
export const TemplateViewerBody = observer(function TemplateViewerBody({ viewer }: { viewer: RecordViewerViewModel }) {
  if (viewer.error !== undefined) return <Text color="red.500">{viewer.error}</Text>;
  return (
    <Stack gap="4">
      {viewer.items.length > 0 && (
        <DataList.Root orientation="horizontal" size="sm" data-testid="template-detail-items">
          {viewer.items.map((p) => (
            <DataList.Item key={p.key}>
              <DataList.ItemLabel>{p.label}</DataList.ItemLabel>
              <DataList.ItemValue>{p.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {viewer.layout !== undefined && <RecordViewer layout={viewer.layout} />}
    </Stack>
  );
});
