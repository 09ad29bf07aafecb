import { Flex, Image, Spin, Typography } from 'antd';
import { useFaceFallbackPhotoQuery } from './api';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { FaceFallback, FallbackPhotoKind } from './types';

const PHOTO_STYLE = { maxWidth: 200, maxHeight: 200, objectFit: 'cover', borderRadius: 8 } as const;

function Photo({ id, kind, label }: { id: number; kind: FallbackPhotoKind; label: string }) {
  const t = useAttendanceTexts();
  const { data, isLoading, isError } = useFaceFallbackPhotoQuery({ id, kind });
  return (
    <Flex vertical gap={4} align="center">
      <Typography.Text strong>{label}</Typography.Text>
      {isLoading ? (
        <Spin />
      ) : isError || !data ? (
        <Typography.Text type="secondary">{t('fallbackReview.photoMissing')}</Typography.Text>
      ) : (
        <Image src={data} alt={label} style={PHOTO_STYLE} />
      )}
    </Flex>
  );
}

/** The photo taken with the clock action next to the enrolled one, with the similarity computed at submission. */
export function FallbackPhotos({ fallback }: { fallback: FaceFallback }) {
  const t = useAttendanceTexts();
  return (
    <Flex vertical gap={8}>
      <Flex gap={24} wrap>
        {fallback.has_photo ? (
          <Photo id={fallback.fallback_id} kind="photo" label={t('fallbackReview.photoTaken')} />
        ) : (
          <Typography.Text type="secondary">{t('fallbackReview.photoMissing')}</Typography.Text>
        )}
        <Photo id={fallback.fallback_id} kind="enrolled_photo" label={t('fallbackReview.enrolledPhoto')} />
      </Flex>
      <Typography.Text>
        {fallback.similarity === null
          ? t('fallbackReview.noSimilarity')
          : t('fallbackReview.similarity', { value: fallback.similarity })}
      </Typography.Text>
    </Flex>
  );
}
