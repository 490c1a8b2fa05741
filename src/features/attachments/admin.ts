// The inbox's view of a request's files (the back office's only: its code is never a visitor's).
export { AttachmentList } from './components/admin/attachment-list';
