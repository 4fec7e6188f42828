// URL builders: token in the query, download=true, reference clip audio, speech-test download, file names.
import { describe, expect, it } from 'vitest';
import { localizedDownloadFileName } from './file-names';
import {
  audioStreamUrl,
  lipsyncJobStreamUrl,
  localizationJobStreamUrl,
  referenceClipAudioUrl,
  speechTestDownloadUrl,
  videoStreamUrl,
  withTokenQuery,
} from './media-urls';

const context = { baseUrl: 'http://api.test', token: 'tok en' };

describe('stream URLs', () => {
  it('put the token in the query of the video stream', () => {
    expect(videoStreamUrl(context, 'v1')).toBe('http://api.test/api/videos/v1/stream?token=tok+en');
  });

  it('add download=true for job downloads only when asked', () => {
    expect(lipsyncJobStreamUrl(context, 'j1')).toBe(
      'http://api.test/api/videos/lipsync/j1/stream?token=tok+en',
    );
    expect(lipsyncJobStreamUrl(context, 'j1', { download: true })).toBe(
      'http://api.test/api/videos/lipsync/j1/stream?token=tok+en&download=true',
    );
    expect(localizationJobStreamUrl({ baseUrl: '', token: 't' }, 'j/2', { download: true })).toBe(
      '/api/localization/jobs/j%2F2/stream?token=t&download=true',
    );
  });

  it('leave the token out when there is none', () => {
    expect(videoStreamUrl({ baseUrl: '', token: null }, 'v1')).toBe('/api/videos/v1/stream');
  });

  it('build the reference clip audio URL with model_name and token', () => {
    expect(referenceClipAudioUrl({ baseUrl: '', token: 't' }, 'c1', 'Pro Clone')).toBe(
      '/api/tts/reference-clips/c1/audio?model_name=Pro+Clone&token=t',
    );
  });

  it('build our audio URL and make server paths loadable, never sending the token elsewhere', () => {
    expect(audioStreamUrl({ baseUrl: '', token: 't' }, 'a1')).toBe('/api/audio/a1?token=t');
    expect(withTokenQuery({ baseUrl: 'http://api.test/', token: 't' }, '/api/audio/a1?x=1')).toBe(
      'http://api.test/api/audio/a1?x=1&token=t',
    );
    expect(withTokenQuery(context, 'https://cdn.example/a.wav')).toBe('https://cdn.example/a.wav');
    expect(withTokenQuery(context, 'blob:http://api.test/123')).toBe('blob:http://api.test/123');
  });
});

describe('speechTestDownloadUrl', () => {
  it('replaces the /api/download/ prefix with /download/ under the base', () => {
    expect(speechTestDownloadUrl('https://vibe.example/api/vibe', '/api/download/out.wav')).toBe(
      'https://vibe.example/api/vibe/download/out.wav',
    );
  });

  it('uses only the path of an absolute download_url', () => {
    expect(speechTestDownloadUrl('/svc/', 'http://10.0.0.5:8000/api/download/x.wav?v=2')).toBe(
      '/svc/download/x.wav?v=2',
    );
  });

  it('keeps other paths as they are under the base', () => {
    expect(speechTestDownloadUrl('/svc', 'download/x.wav')).toBe('/svc/download/x.wav');
  });
});

describe('localizedDownloadFileName', () => {
  it('is localized_{originalname}_{language}.mp4 without the original extension', () => {
    expect(localizedDownloadFileName('lecture.mov', 'es')).toBe('localized_lecture_es.mp4');
    expect(localizedDownloadFileName('my.talk.v2.mp4', 'de')).toBe('localized_my.talk.v2_de.mp4');
  });

  it('drops directories and characters file systems refuse, and never ends up empty', () => {
    expect(localizedDownloadFileName('C:\\videos\\a:b?.mp4', 'fr')).toBe('localized_a_b__fr.mp4');
    expect(localizedDownloadFileName('', 'es')).toBe('localized_video_es.mp4');
  });
});
