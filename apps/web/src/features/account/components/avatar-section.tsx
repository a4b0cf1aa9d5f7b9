import type { Me } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../components/image-upload/file-check';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { imageUploadLabels } from '../../../components/image-upload/image-upload-labels';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AccountSection } from './account-form-section';

/** The account's picture: shown (or the initials), uploaded with a progress bar, removed. */
export function AvatarSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const uploadLabels = imageUploadLabels(useTranslation('account', { keyPrefix: 'picture' }).t);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  return (
    <AccountSection id="account-picture" title={t('picture.title')}>
      <ImageUpload
        imageUrl={me.avatarUrl}
        alt={t('picture.alt')}
        placeholder={initials(me.displayName)}
        upload={(file, options) => upload.mutateAsync({ file, ...options })}
        remove={() => remove.mutateAsync()}
        imageSize={96}
        imageRadius={96}
        imageTestId="account-avatar"
        errorTestId="avatar-error"
        labels={uploadLabels}
      />
    </AccountSection>
  );
}
