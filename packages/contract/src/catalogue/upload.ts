import * as t from 'io-ts';
import { UploadFields } from '../codecs/common-requests';
import { UPLOAD_BASE } from '../constants';
import { defineEndpoints } from '../define-endpoints';

/** Image upload under `/prod-api` (SPEC §7): multipart form; status 0 success, data the file address. */
export const uploadEndpoints = defineEndpoints({
  uploadImage: {
    method: 'POST', path: '/api/Upload/UploadImageRedis', base: UPLOAD_BASE, access: 'session', encoding: 'multipart',
    envelope: 'status0', request: UploadFields, response: t.string, summary: '上传图片（upload_type userinfo 为头像）',
  },
});
