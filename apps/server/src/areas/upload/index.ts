export { mountUploadCalls as mountUploadArea } from './upload-calls';
