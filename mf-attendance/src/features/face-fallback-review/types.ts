export type { FaceFallback } from 'api-contract';

export type FallbackDecision = 'accept' | 'reject';
export type FallbackPhotoKind = 'photo' | 'enrolled_photo';
