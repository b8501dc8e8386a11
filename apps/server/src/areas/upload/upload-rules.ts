import { listFileRule, listImageRule, singleImageRule, type UploadRule } from '@worksite/validators';

/**
 * Which SPEC §5 rule an upload follows, chosen by `upload_type` (docs/decisions/0056):
 * `image_list` → upload list, image mode (10 MB); `file_list` → upload list, file mode (10 MB);
 * anything else (`userinfo` avatars included) → single image, png/jpg/jpeg up to 1 MB.
 */
export function uploadRuleFor(uploadType: string): UploadRule {
  switch (uploadType) {
    case 'image_list':
      return listImageRule();
    case 'file_list':
      return listFileRule();
    default:
      return singleImageRule();
  }
}
