// The part of the attachments field a visitor loads only when they reach for it (ADR 006): the
// uploads and their list.
export { Uploads } from './uploads';
export { UploadList } from './upload-list';
