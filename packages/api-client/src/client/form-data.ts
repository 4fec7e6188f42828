// Builders for the multipart bodies, so field names live here and not in every caller. Files may be File or Blob;
// a Blob gets the given name (the server stores names as data and identifies media by probing).
import type { SampleType } from '../create-voice/create-voice.schemas';
import type { ReferenceLanguageCode } from '../shared/languages';
import { LOCALIZATION_SOURCE_LANGUAGE } from '../shared/languages';
import { recordingName } from '../urls/file-names';
import { recordingFileName } from '../video/video.schemas';

export interface NamedBlob {
  file: Blob;
  /** Used when `file` is a plain Blob (a File keeps its own name). */
  fileName?: string;
}

function appendFile(form: FormData, field: string, file: Blob, fileName?: string): void {
  const name = file instanceof File ? file.name : (fileName ?? field);
  form.append(field, file, name);
}

/** POST /api/localization/transcribe: `file`, `source_language`. */
export function transcribeFormData(
  video: Blob,
  sourceLanguage: string = LOCALIZATION_SOURCE_LANGUAGE,
): FormData {
  const form = new FormData();
  appendFile(form, 'file', video, 'video.mp4');
  form.append('source_language', sourceLanguage);
  return form;
}

/** POST /api/voice/upload-audio: repeated `audio`. */
export function trainingAudioFormData(files: readonly NamedBlob[]): FormData {
  const form = new FormData();
  files.forEach(({ file, fileName }, index) =>
    appendFile(form, 'audio', file, fileName ?? `Recording-${index + 1}.webm`),
  );
  return form;
}

/** POST /api/voice/pro-clone: `name`, `referenceLanguage`, `consentId` (issue 23, when given), `audio`. */
export function proCloneFormData(
  input: { name: string; referenceLanguage: ReferenceLanguageCode; consentId?: string } & NamedBlob,
): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('referenceLanguage', input.referenceLanguage);
  if (input.consentId !== undefined) form.append('consentId', input.consentId);
  appendFile(form, 'audio', input.file, input.fileName ?? 'pro-clone.webm');
  return form;
}

/** POST /api/consent/challenges/{id}/recording (issue 23): the clip in `file`. */
export function consentRecordingFormData(input: NamedBlob): FormData {
  const form = new FormData();
  appendFile(form, 'file', input.file, input.fileName ?? 'consent.webm');
  return form;
}

/** POST /api/voice/quick-clone: `name`, `type`=quick_clone, `audio`. */
export function quickCloneFormData(input: { name: string } & NamedBlob): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('type', 'quick_clone');
  appendFile(form, 'audio', input.file, input.fileName ?? 'quick-clone.webm');
  return form;
}

/** POST /api/voice/samples/upload: `audio`, `sample_type`, `voice_model_id` (sent empty), `duration`. */
export function sampleUploadFormData(
  input: { sampleType: SampleType; duration: number } & NamedBlob,
): FormData {
  const form = new FormData();
  appendFile(form, 'audio', input.file, input.fileName ?? `${input.sampleType}-sample.webm`);
  form.append('sample_type', input.sampleType);
  form.append('voice_model_id', '');
  form.append('duration', String(input.duration));
  return form;
}

/** POST /api/videos/upload: repeated `video`. */
export function videoUploadFormData(files: readonly NamedBlob[]): FormData {
  const form = new FormData();
  files.forEach(({ file, fileName }) => appendFile(form, 'video', file, fileName ?? 'video.mp4'));
  return form;
}

/**
 * POST /api/videos/record: one `video` named recording_{timestamp}.mp4 or .webm, and (issue 26) the `name` it is
 * listed under: 'Recording <date, time>' of the timestamp on this device's clock.
 */
export function videoRecordingFormData(
  recording: Blob,
  timestamp: number,
  extension: 'mp4' | 'webm',
): FormData {
  const form = new FormData();
  form.append('name', recordingName(new Date(timestamp)));
  form.append('video', recording, recordingFileName(timestamp, extension));
  return form;
}

/** POST /api/audio/upload (ours): one `audio`. */
export function timelineAudioFormData(input: NamedBlob): FormData {
  const form = new FormData();
  appendFile(form, 'audio', input.file, input.fileName ?? 'audio.wav');
  return form;
}

/** POST {speech_test_base}/upload-reference: one `audio`. */
export function speechTestReferenceFormData(input: NamedBlob): FormData {
  const form = new FormData();
  appendFile(form, 'audio', input.file, input.fileName ?? 'reference.wav');
  return form;
}
