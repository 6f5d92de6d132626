/** The upload field's own words, English (the spec's upload messages are in `common`). */
const en = {
  choose: 'Tap to add a photo',
  hint: 'Image, up to {{size}} MB',
  uploading: 'Uploading {{percent}}%',
  uploaded: 'Uploaded',
};

export default en;
export type UploadFieldMessages = typeof en;
