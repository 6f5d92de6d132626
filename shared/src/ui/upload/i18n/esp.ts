import type { Translation } from '@h5/shared/i18n';
import type { UploadFieldMessages } from './en';

const esp: Translation<UploadFieldMessages> = {
  choose: 'Toca para añadir una foto',
  hint: 'Imagen de hasta {{size}} MB',
  uploading: 'Subiendo {{percent}} %',
  uploaded: 'Imagen subida',
};

export default esp;
