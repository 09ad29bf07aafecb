// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { FACE_MODEL, readDescriptors, readFacePhoto, storablePhoto, storeFace, storeFallbackPhoto } from './face-data';
export { countProfiles, deleteProfilesAndPhotos, enrolledPhotoId } from './face-profiles-repository';
