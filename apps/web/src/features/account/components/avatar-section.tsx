import type { Me } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../components/image-upload/file-check';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AccountSection } from './account-form-section';

/** The account's picture: shown (or the initials), uploaded with a progress bar, removed. */
export function AvatarSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
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
        labels={{
          upload: t('picture.upload'),
          change: t('picture.change'),
          remove: t('picture.remove'),
          hint: t('picture.hint'),
          uploaded: t('picture.uploaded'),
          removed: t('picture.removed'),
          progress: t('picture.progressLabel'),
          uploading: (percent) => t('picture.uploading', { percent }),
          processing: t('picture.processing'),
          cancel: t('picture.cancel'),
          retry: t('picture.retry'),
        }}
      />
    </AccountSection>
  );
}
