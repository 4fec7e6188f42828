// The consent fields of the multipart builders (issue 23): the pro clone carries `consentId` when
// given (and not otherwise), and the consent clip goes in `file` with a name for a plain Blob.
import { describe, expect, it } from 'vitest';
import { consentRecordingFormData, proCloneFormData } from './form-data';

describe('consent in multipart bodies', () => {
  it('sends the pro clone consentId beside name, language and audio', () => {
    const form = proCloneFormData({
      name: 'Ada',
      referenceLanguage: 'en',
      consentId: 'consent-1',
      file: new Blob(['a']),
      fileName: 'take.webm',
    });
    expect(form.get('consentId')).toBe('consent-1');
    expect((form.get('audio') as File).name).toBe('take.webm');
  });

  it('leaves consentId out when none is given', () => {
    const form = proCloneFormData({ name: 'Ada', referenceLanguage: 'en', file: new Blob(['a']) });
    expect(form.has('consentId')).toBe(false);
  });

  it('puts the consent clip in `file`', () => {
    const form = consentRecordingFormData({
      file: new Blob(['v'], { type: 'video/webm' }),
      fileName: 'consent.webm',
    });
    const file = form.get('file') as File;
    expect(file.name).toBe('consent.webm');
    expect(file.type).toBe('video/webm');
  });
});
