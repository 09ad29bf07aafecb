// Spec section 9: the face preview is at most 300 px wide; new employees default to the employee role.
export const FACE_PREVIEW_MAX_WIDTH_PX = 300;
export const DEFAULT_ROLE = 'employee';
