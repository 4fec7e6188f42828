// The face check of a video as the video cards show it (the /video library and the Create Video picker): whether it
// shows one face big enough for the lips to be animated, or why not, and whether that face is the face of the
// creator's consent recording (lip-sync starts only then). Ours: the spec has no such texts.

/** The server's verdict; null (or absent) when the video was not checked. */
export type FaceCheck = 'ready' | 'no_face' | 'several_faces' | 'face_too_small';

export const faceChecks: readonly FaceCheck[] = ['ready', 'no_face', 'several_faces', 'face_too_small'];

/** The badge: ready, or a short reason. */
export const faceCheckLabels: Record<FaceCheck, string> = {
  ready: 'Ready for lip-sync',
  no_face: 'No face found',
  several_faces: 'Several faces',
  face_too_small: 'Face too small',
};

/** The badge's longer explanation (its tooltip and accessible description). */
export const faceCheckDetails: Record<FaceCheck, string> = {
  ready: 'One clear face: the lips can follow your words.',
  no_face: 'No face was found in this video, so the lips cannot follow your words.',
  several_faces: 'Several faces are in this video; the lips follow only when there is one.',
  face_too_small: 'The face is too small in this video for the lips to follow; a closer shot works better.',
};

/** Whether `value` is a verdict (anything else reads as not checked). */
export function isFaceCheck(value: unknown): value is FaceCheck {
  return faceChecks.includes(value as FaceCheck);
}

/**
 * How a video's one face compares with the creator's consent recordings: the face of a passed consent, another
 * face, or no consent recorded with a camera yet. Null or absent when there is nothing to compare.
 */
export type ConsentFace = 'matches' | 'differs' | 'no_consent_face';

const consentFaces: readonly ConsentFace[] = ['matches', 'differs', 'no_consent_face'];

/** The badge of a video with one clear face, by its consent face; a match keeps "Ready for lip-sync". */
export const consentFaceLabels: Record<ConsentFace, string> = {
  matches: faceCheckLabels.ready,
  differs: 'Not your consent face',
  no_consent_face: 'Consent with camera needed',
};

export const consentFaceDetails: Record<ConsentFace, string> = {
  matches: 'One clear face, the face of your consent recording: the lips can follow your words.',
  differs:
    'This face does not match your consent recording. Lip-sync works only with videos of yourself, the person who recorded the consent.',
  no_consent_face:
    'Record your consent with your camera before using a video as your face (Voice Clone, Record Consent).',
};

export function isConsentFace(value: unknown): value is ConsentFace {
  return consentFaces.includes(value as ConsentFace);
}
