// The media library's public face for other features' admin forms: pick or
// upload an image without reaching into this feature's internals.
export { MediaField } from './components/media-field';
export { MediaPicker } from './components/media-picker';
export { MediaThumb } from './components/media-thumb';
export { mediaField, mediaWithAltField, type MediaWithAlt } from './components/media-fields';
