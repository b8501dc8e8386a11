import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RecordViewerViewModel } from '@worksite/view-models';
import { RecordViewer } from '../../../widgets/record-viewer';

/** The template detail's body: the SPEC §2.9 record viewer (or the reason it has nothing to show). */
export const TemplateViewerBody = observer(function TemplateViewerBody({ viewer }: { viewer: RecordViewerViewModel }) {
  if (viewer.error !== undefined) return <Text color="red.500">{viewer.error}</Text>;
  return viewer.layout === undefined ? null : <RecordViewer layout={viewer.layout} />;
});
